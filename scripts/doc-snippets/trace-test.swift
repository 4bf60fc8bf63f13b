// The body of a test that replays a trace's text (TestingGestures).
import GestureKit
import GestureTrace
import Testing

@Test func snippet() throws {
    let text = """
        {"format":"gesture-trace","version":1,"size":[400,400]}
        {"t":0.000,"type":"touch","phase":"down","id":0,"x":100,"y":100}
        {"t":0.000,"type":"frame"}
        {"t":0.100,"type":"touch","phase":"up","id":0}
        """
    // snippet
}
