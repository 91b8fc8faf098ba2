import Foundation

/// What went wrong with a file, in our words: Foundation's own
/// ("The operation could not be completed. (NSCocoaErrorDomain error 512.)")
/// name neither the cause nor a way out. The cause is the POSIX error
/// underneath when there is one, else the Cocoa error's code.
package enum FileError {
    package static func describe(_ error: any Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return describe(errno: Int32(underlying.code))
        }
        if error.domain == NSPOSIXErrorDomain { return describe(errno: Int32(error.code)) }
        // Foundation says only "unknown" (512) when a file stands where the path needs a folder (`-o afile/x.epub`).
        let path = error.userInfo[NSFilePathErrorKey] as? String ?? (error.userInfo[NSURLErrorKey] as? URL)?.path
        if let path, let file = fileInTheWay(of: path) {
            return "'\(Paths.display(file))' is a file, where a folder is needed"
        }
        switch CocoaError.Code(rawValue: error.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return "there is no such file or folder"
        case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
        case .fileWriteFileExists: return "a file of that name is in the way"
        case .fileWriteOutOfSpace: return "the disk is full"
        case .fileWriteVolumeReadOnly: return "the disk is read-only"
        case .fileReadCorruptFile, .fileReadUnknownStringEncoding: return "the file cannot be read"
        default: return "the system refused (\(error.domain) \(error.code))"
        }
    }

    /// The first folder on `path`'s way that is a file.
    private static func fileInTheWay(of path: String) -> String? {
        var folder = ""
        for component in path.split(separator: "/").dropLast() {
            folder += (folder.isEmpty && !path.hasPrefix("/") ? "" : "/") + component
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else { return nil }
            if !isFolder.boolValue { return folder }
        }
        return nil
    }

    package static func describe(errno code: Int32) -> String {
        switch code {
        case ENOENT: "there is no such file or folder"
        case EACCES, EPERM: "permission denied"
        case ENOSPC, EDQUOT: "the disk is full"
        case EROFS: "the disk is read-only"
        case EEXIST: "a file of that name is in the way"
        case ENOTDIR: "a file stands where a folder is needed"
        case EISDIR: "a folder stands where a file is needed"
        case ENAMETOOLONG: "the name is too long for the file system"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
