import Foundation

/// libFuzzer's driver, linked in by `-sanitize=fuzzer` (LLVM 11 and later).
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The harness `runFuzzer` calls; set once before the driver starts, then only read.
nonisolated(unsafe) private var harness: ([UInt8]) -> Void = { _ in }

/// Runs libFuzzer with the process's command line (so every libFuzzer flag works), calling `body`
/// with each generated input, and exits with libFuzzer's exit code.
public func runFuzzer(_ body: @escaping ([UInt8]) -> Void) -> Never {
    harness = body
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(
        LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            harness(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
            return 0
        })
}
