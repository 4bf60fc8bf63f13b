// The libFuzzer entry point; `make fuzz` (scripts/fuzz.sh) builds this with
// `swift build --sanitize=fuzzer`, which brings libFuzzer's own `main`. Built normally it does nothing.
//
// GESTURE_CANVAS_FUZZ_TARGET picks one check for a whole campaign (`trace`, `touches`, `replay`,
// `scene`): every input then goes to that check, so each target has its own corpus and time
// budget. Without it, the first byte of each input picks, as in the kept regressions.
import FuzzChecks
import Glibc

let selector: UInt8? = {
    guard let name = getenv("GESTURE_CANVAS_FUZZ_TARGET").map({ String(cString: $0) }) else { return nil }
    switch name {
    case "trace": return 0
    case "touches": return 1
    case "replay": return 2
    case "scene": return 3
    default: fatalError("GESTURE_CANVAS_FUZZ_TARGET must be trace, touches, replay or scene, not '\(name)'")
    }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    FuzzChecks.run(selector.map { [$0] + bytes } ?? bytes)
    return 0
}
