import SpecAnalysis
import SpecModel
import SpecSyntax
import XCTest

/// Completion, hover, the schema and the validator follow issue 24's components: tappable `label`
/// content, gauges, charts, tables, labeled content, empty states, list sections with headers and
/// footers, row badges and swipe actions, the title menu, Sign in with Apple and the StoreKit views.
final class ContentComponentsVocabularyTests: XCTestCase {
    /// The kinds this item adds.
    static let addedKinds: [ComponentKind] = [
        .gauge, .chart, .table, .labeledContent, .contentUnavailable, .section, .signInWithApple, .productView, .storeView,
        .subscriptionStoreView
    ]

    func testEveryAddedKindIsOfferedAsAType() {
        assertCompletion(
            """
            { "screens": [ { "id": "home", "content": [ { "type": "1️⃣" } ] } ] }
            """,
            contains: Self.addedKinds.map(\.rawValue))
    }

    func testKindsOfferTheirOwnKeysAndValues() {
        assertCompletion(
            #"{ "screens": [ { "id": "home", "content": [ { "type": "chart", 1️⃣ } ] } ] }"#,
            contains: ["mark", "series", "subtitle", "badge", "swipeActions"])
        assertCompletion(
            #"{ "screens": [ { "id": "home", "content": [ { "type": "chart", "mark": "1️⃣" } ] } ] }"#,
            contains: ["bar", "line", "point", "area", "sector", "rule"])
        assertCompletion(
            #"{ "screens": [ { "id": "home", "content": [ { "type": "chart", "series": [ { 1️⃣ } ] } ] } ] }"#,
            contains: ["name", "color", "symbol", "lineStyle", "mark", "values"], notContains: ["type"])
        assertCompletion(
            #"{ "screens": [ { "id": "home", "content": [ { "type": "signInWithApple", "style": "1️⃣" } ] } ] }"#,
            contains: ["black", "white", "whiteOutline"])
        assertCompletion(
            #"{ "screens": [ { "id": "home", "content": [ { "type": "section", 1️⃣ } ] } ] }"#,
            contains: ["header", "footer", "children"])
        assertCompletion(
            #"{ "screens": [ { "id": "home", "content": [ { "type": "text", "swipeActions": { 1️⃣ } } ] } ] }"#,
            contains: ["leading", "trailing", "allowsFullSwipe"])
        assertCompletion(
            #"{ "screens": [ { "id": "home", "content": [ { "type": "button", 1️⃣ } ] } ] }"#,
            contains: ["label", "role", "style"])
        assertCompletion(
            #"{ "screens": [ { "id": "home", "navigationBar": { 1️⃣ } } ] }"#,
            contains: ["titleMenu", "title"])
        assertCompletion(
            #"{ "screens": [ { "id": "home", "content": [ { "type": "button", "label": [ { "type": "1️⃣" } ] } ] } ] }"#,
            contains: ["card", "stack", "text"])
    }

    func testHoverLinksTheBundledHIGPageOrSaysThereIsNone() {
        assertHover(
            #"{ "screens": [ { "id": "home", "content": [ { "type": "ch1️⃣art" } ] } ] }"#,
            contains: ["Swift Charts", "charting-data#Designing-effective-charts"])
        assertHover(
            #"{ "screens": [ { "id": "home", "content": [ { "type": "table", "col1️⃣umns": [] } ] } ] }"#,
            contains: ["column titles", "Older guidance (iOS HIG, 2015)", "divided by section"])
        assertHover(
            #"{ "screens": [ { "id": "home", "content": [ { "type": "section", "foo1️⃣ter": "" } ] } ] }"#,
            contains: ["after the section's last row", "Older guidance (iOS HIG, 2015)", "divided by section"])
        for (kind, words) in [
            ("gauge", "no page on gauges"), ("productView", "no in-app purchase page"), ("storeView", "no in-app purchase page"),
            ("subscriptionStoreView", "no in-app purchase page"), ("contentUnavailable", "no page on empty states"),
        ] {
            assertHover(
                #"{ "screens": [ { "id": "home", "content": [ { "type": "1️⃣\#(kind)" } ] } ] }"#,
                contains: [words], notContains: ["human-interface-guidelines"])
        }
        assertHover(
            #"{ "screens": [ { "id": "home", "content": [ { "type": "signIn1️⃣WithApple" } ] } ] }"#,
            contains: ["no Sign in with Apple page", "managing-accounts#Overview"])
        assertHover(
            #"{ "screens": [ { "id": "home", "content": [ { "type": "button", "la1️⃣bel": [] } ] } ] }"#,
            contains: ["Button { … } label: { … }", "hit region is the whole content"])
    }

    func testSchemaDescribesTheAddedKindsAndContexts() throws {
        let schema = DesignSpecSchema.generate(ruleIDs: [])
        for kind in Self.addedKinds {
            XCTAssertTrue(schema.contains("\"component.\(kind.rawValue)\""), "the schema has no definition for \(kind.rawValue)")
        }
        for definition in ["\"chartSeries\"", "\"swipeActions\"", "\"titleMenu\"", "\"label\""] {
            XCTAssertTrue(schema.contains(definition), "the schema lacks \(definition)")
        }
    }

    /// Every new property with a value of a wrong type gives one `schema/wrong-type` diagnostic on that
    /// value, never a crash, and the spec still has its components.
    func testWrongTypesForEveryNewPropertyAreDiagnosed() {
        var cases: [(kind: String, key: String)] = []
        for kind in Self.addedKinds {
            for property in kind.spec.properties where property.name != "children" {
                cases.append((kind.rawValue, property.name))
            }
        }
        cases += [("button", "label"), ("link", "label"), ("text", "badge"), ("text", "swipeActions")]
        for (kind, key) in cases {
            guard let shape = FormatVocabulary.shape(ofKey: key, in: .component(kind: kind)) else {
                XCTFail("\(kind).\(key) is not in the vocabulary")
                continue
            }
            let wrong = shape.accepts(.boolean) ? "\"text\"" : "true"
            let text = #"{ "platforms": { "iOS": "17.0" }, "screens": [ { "id": "s", "content": [ { "type": "\#(kind)", "\#(key)": \#(wrong) } ] } ] }"#
            let analysis = DocumentAnalysis(text: text, path: "w.design.jsonc")
            let codes = analysis.diagnostics().filter { $0.code.hasPrefix("schema/") }.map(\.code)
            XCTAssertEqual(codes, ["schema/wrong-type"], "\(kind).\(key) = \(wrong)")
            XCTAssertEqual(analysis.spec.components.count, 1, "\(kind).\(key)")
        }
        for (context, keys) in [("chart", ["series"]), ("text", ["swipeActions"])] {
            for key in keys {
                let inner = key == "series" ? #"[ { "name": 1, "color": true, "mark": "pie", "symbol": 2, "lineStyle": [], "values": ["a"] } ]"# : #"{ "leading": {}, "trailing": "x", "allowsFullSwipe": 1 }"#
                let text = #"{ "platforms": { "iOS": "17.0" }, "screens": [ { "id": "s", "content": [ { "type": "\#(context)", "\#(key)": \#(inner) } ] } ] }"#
                let analysis = DocumentAnalysis(text: text, path: "w.design.jsonc")
                let codes = analysis.diagnostics().filter { $0.code.hasPrefix("schema/") }.map(\.code)
                XCTAssertEqual(codes.count, key == "series" ? 6 : 3, "\(key): \(analysis.diagnostics().map(\.message))")
            }
        }
        let titleMenu = #"{ "platforms": { "iOS": "17.0" }, "screens": [ { "id": "s", "navigationBar": { "titleMenu": { "type": "button" } } } ] }"#
        XCTAssertEqual(
            DocumentAnalysis(text: titleMenu, path: "w.design.jsonc").diagnostics().map(\.code).filter { $0.hasPrefix("schema/") },
            ["schema/wrong-type"])
    }
}
