// Copies the repository's JSON Schema next to package.json (run by `npm install` and `vsce package`),
// so `jsonValidation` in package.json can point at it without a second copy in the repository.
'use strict';
const fs = require('fs');
const path = require('path');

const source = path.join(__dirname, '..', '..', '..', 'Schemas', 'design-spec.schema.json');
const target = path.join(__dirname, '..', 'design-spec.schema.json');
if (!fs.existsSync(source)) {
  console.error(`copy-schema: ${source} not found; run from EditorConfigs/vscode inside the repository`);
  process.exit(1);
}
fs.copyFileSync(source, target);
console.log(`copy-schema: ${path.relative(process.cwd(), target)}`);
