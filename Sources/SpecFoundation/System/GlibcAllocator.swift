#if canImport(Glibc)
    import Glibc
#endif

/// glibc's allocator controls, looked up at run time (`malloc.h` is not in the Glibc module); nil
/// elsewhere than on glibc. The server's memory policy and the bench's memory breakdown use them.
public enum GlibcAllocator {
    /// `mallopt(parameter, value)`: 1 when glibc accepted the setting.
    public static let mallopt: (@convention(c) (Int32, Int32) -> Int32)? = function(named: "mallopt")

    /// `malloc_trim(pad)`: returns the heaps' free pages to the system.
    public static let mallocTrim: (@convention(c) (Int) -> Int32)? = function(named: "malloc_trim")

    /// The C function `name` of the running process, as `Function`.
    private static func function<Function>(named name: String) -> Function? {
        #if canImport(Glibc)
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
            return unsafeBitCast(symbol, to: Function.self)
        #else
            return nil
        #endif
    }
}
