// The libFuzzer entry point; `make fuzz` (scripts/fuzz.sh) builds this with
// `swift build --sanitize=fuzzer`, which brings libFuzzer's own `main`. Built normally it does nothing.
//
// GESTURE_CANVAS_FUZZ_TARGET picks one check for a whole campaign (`trace`, `touches`, `replay`,
// `scene`, `live`): every input then goes to that check, so each target has its own corpus and time
// budget. Without it, the first byte of each input picks, as in the kept regressions. Logs say
// errors only.
import FuzzChecks
import Glibc

let selector: UInt8? = {
    guard let name = getenv("GESTURE_CANVAS_FUZZ_TARGET").map({ String(cString: $0) }) else { return nil }
    switch name {
    case "trace": return 0
    case "touches": return 1
    case "replay": return 2
    case "scene": return 3
    case "live": return 4
    default: fatalError("GESTURE_CANVAS_FUZZ_TARGET must be trace, touches, replay, scene or live, not '\(name)'")
    }
}()

@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> Int32 {
    FuzzChecks.quietLogs()
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    FuzzChecks.run(selector.map { [$0] + bytes } ?? bytes)
    return 0
}
