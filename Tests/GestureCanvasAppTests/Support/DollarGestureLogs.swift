import Foundation
import GestureKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// One stroke from the $1 unistroke recognizer's public gesture logs (Wobbrock, Wilson and Li,
/// UIST 2007): 16 kinds of gesture, each drawn ten times at three speeds by eleven people, one
/// XML file a stroke, `<Point X= Y= T=>` with screen pixels and milliseconds. The logs are not
/// ours: tests read them from where the environment says, and nothing from them is kept here.
struct DollarGesture {
    /// The file's path below the logs folder, e.g. `s02/fast/check01.xml`.
    let file: String
    /// The gesture's kind, the file name without its number: `check`, `v`, `caret`, …
    let kind: String
    /// The samples, in pixels taken as points.
    let points: [Point]
    /// When each sample was taken, in seconds from the first.
    let times: [Double]

    /// The file, its samples, duration and size: `s10/slow/check10.xml (44 samples, 571 ms, 78×103)`.
    var summary: String {
        let xs = points.map(\.x), ys = points.map(\.y)
        let width = Int(xs.max()! - xs.min()!), height = Int(ys.max()! - ys.min()!)
        return "\(file) (\(points.count) samples, \(Int((times.last! * 1000).rounded())) ms, \(width)×\(height))"
    }
}

/// Reads every gesture file below a folder of the $1 logs.
enum DollarGestureLogs {
    /// Why a log could not be read, naming the file.
    struct ReadError: Error, CustomStringConvertible {
        let description: String
    }

    /// Every `*.xml` below `folder`, read, in path order.
    static func read(folder: String) throws -> [DollarGesture] {
        let root = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            throw ReadError(description: "the gesture logs folder \(folder) cannot be listed")
        }
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        let files = walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "xml" }
            .map { $0.standardizedFileURL.path }.sorted()
        guard !files.isEmpty else {
            throw ReadError(description: "the gesture logs folder \(folder) holds no .xml files")
        }
        return try files.map { path in try gesture(at: path, named: String(path.dropFirst(prefix.count))) }
    }

    private static func gesture(at path: String, named name: String) throws -> DollarGesture {
        guard let parser = XMLParser(contentsOf: URL(fileURLWithPath: path)) else {
            throw ReadError(description: "the gesture log \(path) cannot be opened")
        }
        let collector = PointCollector()
        parser.delegate = collector
        guard parser.parse(), let firstTime = collector.samples.first?.time else {
            let reason = collector.problem ?? parser.parserError.map { "\($0)" } ?? "it has no points"
            throw ReadError(description: "the gesture log \(path) cannot be read: \(reason)")
        }
        let base = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return DollarGesture(
            file: name, kind: String(base.reversed().drop(while: \.isNumber).reversed()),
            points: collector.samples.map(\.point), times: collector.samples.map { ($0.time - firstTime) / 1000 })
    }

    /// Collects each `Point` element's X, Y and T.
    private final class PointCollector: NSObject, XMLParserDelegate {
        var samples: [(point: Point, time: Double)] = []
        var problem: String?

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            guard element == "Point" else { return }
            guard let x = attributes["X"].flatMap(Double.init), let y = attributes["Y"].flatMap(Double.init),
                let time = attributes["T"].flatMap(Double.init)
            else {
                problem = "point \(samples.count + 1) lacks a numeric X, Y or T"
                parser.abortParsing()
                return
            }
            samples.append((Point(x: x, y: y), time))
        }
    }
}
