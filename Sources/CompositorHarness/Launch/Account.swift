import Glibc

/// A local user a compositor runs as.
struct Account {
    let name: String
    let uid: uid_t
    let gid: gid_t

    /// The user this test process runs as.
    static var current: Account {
        let uid = geteuid()
        let name = getpwuid(uid).map { String(cString: $0.pointee.pw_name) } ?? "\(uid)"
        return Account(name: name, uid: uid, gid: getegid())
    }

    /// The account called `name`, if the system has one.
    static func named(_ name: String) -> Account? {
        guard let entry = getpwnam(name) else { return nil }
        return Account(name: name, uid: entry.pointee.pw_uid, gid: entry.pointee.pw_gid)
    }

    var isRoot: Bool { uid == 0 }

    /// Makes the file or folder at `path` this account's.
    func take(_ path: String) throws {
        guard chown(path, uid, gid) == 0 else { throw SystemCallError("chown \(name) \(path)") }
    }
}
