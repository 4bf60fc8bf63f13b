// The libFuzzer entry point; `make fuzz` builds this with `swift build --sanitize=fuzzer`, which
// brings libFuzzer's own `main`. Built normally it does nothing.
import FuzzChecks

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    FuzzChecks.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
