import Foundation
import HostSystem

/// A fresh empty folder of this test's own under the system's temporary folder.
func makeTemporaryDirectory() throws -> String {
    try TemporaryFolder.make(in: FileManager.default.temporaryDirectory.path, prefix: "host-system-tests-")
}
