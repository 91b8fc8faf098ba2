import EPUBFormats
import EPUBSupport
import Foundation
import XMLTree

/// The resources of the book, one entry per source file however often it is
/// referenced, with the href each gets inside the package.
struct ResourceRegistry {
    let bookDirectory: String
    let layout: PackageLayout
    /// Where the book's files are read: every resolver that registers a resource reads through it.
    let files: any SourceFiles
    private(set) var resources: [PackageResource] = []
    private var hrefBySource: [String: String] = [:]
    private var hrefsTaken: Set<String> = []
    /// What each image file really is, sniffed once.
    private var imageFormats: [String: ImageFormat?] = [:]
    /// Why each image file that could not be packaged was refused (an SVG that is no well-formed XML), by source.
    private(set) var refusedImages: [String: String] = [:]
    /// Where each WebP image is first referenced, for the warning when it gets no PNG fallback.
    private var webpReferences: [String: SourceLocation] = [:]
    /// Each document of the reading order's href, by its source file (its first part's, for a split one): where an
    /// SVG's links (`<a xlink:href="ch.xhtml#end">`) go.
    var documentHrefs: [String: String] = [:]

    init(bookDirectory: String, layout: PackageLayout, files: any SourceFiles = DiskFiles()) {
        self.bookDirectory = bookDirectory
        self.layout = layout
        self.files = files
    }

    /// Claims a package href, adding `-1`, `-2` before the extension on a clash.
    mutating func claimHref(_ wanted: String) -> String {
        var candidate = wanted
        var counter = 0
        while hrefsTaken.contains(candidate.lowercased()) {
            counter += 1
            let stem = Paths.deletingExtension(wanted)
            let ext = Paths.fileExtension(wanted, lowercased: false)
            candidate = "\(stem)-\(counter)" + (ext.isEmpty ? "" : ".\(ext)")
        }
        // Compared without case: two names differing only by case collide on macOS and Windows.
        hrefsTaken.insert(candidate.lowercased())
        return candidate
    }

    /// The href for the file at `source` (absolute), registering it on first use.
    mutating func href(for source: String, mediaType: String, folder: String? = nil) -> String {
        if let href = hrefBySource[source] { return href }
        let href = claimHref((folder ?? layout.mediaFolder) + "/" + packagePath(for: source))
        hrefBySource[source] = href
        resources.append(PackageResource(href: href, mediaType: mediaType, contents: .file(source)))
        return href
    }

    /// The href for the image at `source` (absolute), typed by its content
    /// rather than its name: EPUB 3.3 §3.2 core media types must be what their
    /// manifest item says (epubcheck OPF-029, PKG-022). A PNG named `pic.jpg`
    /// is stored as `pic.png`, with a warning at the first reference. Nil when
    /// the file is no image at all; the caller reports that at its reference.
    mutating func imageHref(
        for source: String, written: String, at location: SourceLocation,
        diagnostics: inout [Diagnostic]
    ) -> String? {
        if let href = hrefBySource[source] { return href }
        guard refusedImages[source] == nil else { return nil }
        let format: ImageFormat?
        if let known = imageFormats[source] {
            format = known
        } else {
            format = ImageFormat.sniff(source, in: files)
            imageFormats[source] = format
        }
        guard let format else { return nil }
        let fileExtension = Paths.fileExtension(source)
        let path = packagePath(for: source)
        let named = format.isNamed(by: fileExtension)
        let stem = named || fileExtension.isEmpty ? path : String(path.dropLast(fileExtension.count + 1))
        let href = claimHref(
            (named ? layout.mediaFolder + "/" + path : layout.mediaFolder + "/" + stem + "." + format.fileExtension))
        // Registered before an SVG's own references are, so a drawing that refers back to itself ends there.
        hrefBySource[source] = href
        var contents = PackageResource.Contents.file(source)
        if format == .svg {
            do {
                contents = try SVGImageResolver(source: source, href: href, written: written, location: location)
                    .contents(resources: &self, diagnostics: &diagnostics)
            } catch {
                hrefBySource[source] = nil
                refusedImages[source] = error.message
                return nil
            }
        }
        resources.append(PackageResource(href: href, mediaType: format.mediaType, contents: contents))
        if format == .webp { webpReferences[href] = location }
        if !named {
            let what = MediaType.of(source).map { "not \($0)" } ?? "whatever its name says"
            diagnostics.append(
                Diagnostic(
                    .warning, .imageTypeMismatch, at: location, stage: .resolve,
                    "'\(written)' is \(format == .svg ? "an" : "a") \(format.name) image (\(what)); stored as \(href) and declared \(format.mediaType)"
                ))
        }
        return href
    }

    /// Gives every WebP image a PNG made from it, packaged beside it as its
    /// manifest fallback (`fallback="<png item>"`): EPUB 3.3 §5.6.1.2 lets any
    /// item name one, and WebP, a core media type of EPUB 3.3 (§3.2), is a
    /// foreign resource to EPUB 3.2, which requires a fallback to a core
    /// media type (EPUB 3.2 §3.3; epubcheck 4.2.6 MED-003). Called once every
    /// image is registered, after the last reference (a cover, a picture
    /// page, a stylesheet's `url()`, an SVG's `<image>` alike); each distinct
    /// file is decoded once, on the workers. Without `dwebp`, or for a file
    /// it will not decode, the WebP stays alone, with one warning for the book.
    mutating func addWebPFallbacks(jobs: Int, diagnostics: inout [Diagnostic]) {
        let webps = resources.indices.filter {
            resources[$0].mediaType == "image/webp" && webpReferences[resources[$0].href] != nil
        }
        guard !webps.isEmpty else { return }
        let sources = webps.map { index -> String? in
            if case .file(let source) = resources[index].contents { return source }
            return nil
        }
        let files = self.files
        let pngs = WorkerPool(workers: jobs).run(sources.count) { job in
            sources[job].flatMap { WebPFallback.png(of: $0, in: files) }
        }
        var unconverted: [Int] = []
        for (index, png) in zip(webps, pngs) {
            guard let png else {
                unconverted.append(index)
                continue
            }
            let href = claimHref(Paths.deletingExtension(resources[index].href) + ".png")
            resources[index].fallback = href
            var fallback = PackageResource(href: href, mediaType: ImageFormat.png.mediaType, contents: .data(png))
            // EPUB 3.2 defines `cover-image` for core image types only (epubcheck 4.2.6 OPF-012): a WebP cover's PNG is
            // the cover image, and the `<meta name="cover">` of EPUB 2 readers names it; the cover page still shows the
            // WebP.
            if let cover = resources[index].properties.firstIndex(of: "cover-image") {
                resources[index].properties.remove(at: cover)
                fallback.properties.append("cover-image")
            }
            resources.append(fallback)
        }
        guard let first = unconverted.first, let location = webpReferences[resources[first].href] else { return }
        let count = unconverted.count == 1 ? "1 WebP image has" : "\(unconverted.count) WebP images have"
        let why =
            WebPFallback.dwebp == nil
            ? "dwebp is not installed (install Debian's webp package)"
            : "dwebp could not decode \(unconverted.count == 1 ? "it" : "them") (an animated WebP; convert it to PNG or GIF)"
        diagnostics.append(
            Diagnostic(
                .warning, .webpWithoutFallback, at: location, stage: .resolve,
                "\(count) no PNG fallback: \(why); EPUB 3.3 takes WebP as it is, EPUB 3.2 reading systems and epubcheck 4.2.6 (MED-003) want one (the first here)"
            ))
    }

    /// The href `source` already has, if it is registered.
    func registeredHref(for source: String) -> String? { hrefBySource[source] }

    /// Every source file a resource was made from (images, fonts, stylesheets).
    var sourceFiles: [String] { Array(hrefBySource.keys) }

    /// Adds a resource the build produced (a rewritten stylesheet).
    mutating func add(_ resource: PackageResource, source: String? = nil) {
        if let source { hrefBySource[source] = resource.href }
        resources.append(resource)
    }

    /// Declares a remote resource (its href is the absolute URL); nothing is packaged for it.
    mutating func addRemote(_ url: String, mediaType: String) {
        guard !resources.contains(where: { $0.href == url }) else { return }
        resources.append(PackageResource(href: url, mediaType: mediaType, contents: .remote))
    }

    mutating func addProperty(_ property: String, toHref href: String) {
        guard let index = resources.firstIndex(where: { $0.href == href }) else { return }
        if !resources[index].properties.contains(property) { resources[index].properties.append(property) }
    }

    /// The source's path below the book folder, made safe; files outside the
    /// book folder go to `external/` by name.
    private func packagePath(for source: String) -> String {
        let prefix = bookDirectory.hasSuffix("/") ? bookDirectory : bookDirectory + "/"
        if source.hasPrefix(prefix) {
            return source.dropFirst(prefix.count).split(separator: "/").map { PackageLayout.safeName(String($0)) }
                .joined(separator: "/")
        }
        return "external/" + PackageLayout.safeName(Paths.lastComponent(source))
    }
}
