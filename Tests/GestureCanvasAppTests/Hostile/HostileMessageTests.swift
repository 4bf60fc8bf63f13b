import Foundation
import Testing

/// Messages that quote what an outsider wrote (a trace's field, a scene file's string, a file's
/// name): one line, no byte that acts on a terminal, long values shortened, and the limit named.
@Suite struct HostileMessageTests {
    /// Whether standard error holds nothing a terminal would act on: no control character but
    /// the final line end, no replaced byte.
    private func isPrintable(_ run: TimedRun) -> Bool {
        !run.standardError.dropLast().unicodeScalars.contains {
            $0.value < 0x20 || $0.value == 0x7F || $0 == "\u{FFFD}"
        }
    }

    private func replay(_ line: String, named name: String, in folder: ScratchFolder) throws -> (TimedRun, String) {
        let path = folder.file(name)
        try (HostileInputTests.header + "\n" + line + "\n").write(toFile: path, atomically: false, encoding: .utf8)
        return (try TimedRun(["replay", path]), path)
    }

    @Test func controlCharactersFromATraceAreEscapedInTheMessage() throws {
        let folder = try ScratchFolder()
        let cases: [(line: String, says: String)] = [
            (#"{"t":0,"type":"\u0000wig\u001b[2Jgle"}"#, #":2: unknown type '\u{0}wig\u{1B}[2Jgle'"#),
            (#"{"t":0,"type":"key","key":"a","state":"\u202Edesserp"}"#, #"unknown state '\u{202E}desserp'"#),
            ("{\"t\":\u{1B}}", #"not valid JSON (column 6: unexpected character '\u{1B}')"#),
            ("{\"t\":[\u{0}]}", #"unexpected character '\u{0}'"#),
            // A letter of two bytes is named whole, not as its first byte.
            ("{\"t\":é}", "unexpected character 'é'"),
            (#"{"t":0,"a\u0007":1,"a\u0007":2}"#, #"member 'a\u{7}' appears twice"#),
        ]
        for (index, (line, says)) in cases.enumerated() {
            let (run, path) = try replay(line, named: "case-\(index).jsonl", in: folder)
            #expect(run.refused(status: 2, saying: [path, says]), "\(line): \(run.summary)")
            #expect(isPrintable(run), "\(line): \(run.summary)")
        }
    }

    @Test func aLongValueIsShortenedWithItsLength() throws {
        let folder = try ScratchFolder()
        let long = String(repeating: "w", count: 60_000)
        let (run, _) = try replay(#"{"t":0,"type":"\#(long)"}"#, named: "long.jsonl", in: folder)
        #expect(run.refused(status: 2, saying: ["unknown type '" + long.prefix(160) + "… (60000 characters)'"]))
        #expect(run.standardError.count < 600, "\(run.standardError.count) characters")
        // A scene file's value of 100,000 characters, and a picture path with an escape in it.
        let scene = folder.file("scene.toml")
        let hundredThousand = String(repeating: "q", count: 100_000)
        for (text, says) in [
            (
                "[[images]]\npath = \"p.png\"\nname = \"\(hundredThousand)\"\n[[images]]\npath = \"p.png\"\n"
                    + "name = \"\(hundredThousand)\"\n",
                "'" + hundredThousand.prefix(160) + "… (100000 characters)' names two images"
            ),
            ("[[images]]\npath = \"p.png\"\ngestures = [\"\\u001B[31mpan\"]\n", #"unknown gesture '\u{1B}[31mpan'"#),
            ("[[images]]\npath = \"p\\u001B[31m.png\"\n", #"p\u{1B}[31m.png: No such file or directory"#),
            (
                "[[images]]\npath = \"p.png\"\n\"bo\\u001Brder\" = 1\n",
                #"images[0].bo\u{1B}rder: unknown key 'bo\u{1B}rder'"#
            ),
        ] {
            try text.write(toFile: scene, atomically: false, encoding: .utf8)
            let run = try TimedRun(["run", "--config", scene, "--no-demo"], seconds: 20)
            #expect(run.signal == nil && run.isOneSentence && run.standardError.contains(says), "\(run.summary)")
            #expect(run.standardError.count < 800 && isPrintable(run), "\(run.summary)")
        }
    }

    @Test func aFileNameWithControlCharactersIsEscaped() throws {
        let folder = try ScratchFolder()
        let path = folder.file("trace\u{1B}]0;owned\u{7}.jsonl")
        let run = try TimedRun(["replay", path])
        #expect(run.refused(status: 1, saying: [#"trace\u{1B}]0;owned\u{7}.jsonl: No such file or directory"#]))
        #expect(isPrintable(run), "\(run.summary)")
    }
}
