import DesignSpecCLI
import Foundation

exit(CommandLineInterface.run(Array(CommandLine.arguments.dropFirst())))
