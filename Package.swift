// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "epubbuild",
    products: [
        .library(name: "EPUBBuild", targets: ["EPUBBuild"]),
        .executable(name: "epubbuild", targets: ["epubbuild"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        // C libraries from Debian's -dev packages, found through pkg-config.
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0",
                       providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(name: "CLibXSLT", pkgConfig: "libexslt",
                       providers: [.apt(["libxslt1-dev"])]),
        .systemLibrary(name: "CLibZip", pkgConfig: "libzip",
                       providers: [.apt(["libzip-dev"])]),
        // zlib: libzip's own dependency, used directly to deflate pages on the threads that make them.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib",
                       providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CCmarkGFM", pkgConfig: "libcmark-gfm",
                       providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),

        // Swift wrappers that own the C libraries' memory; no C pointer leaves them.
        .target(name: "CXMLShim", dependencies: ["CLibXML2", "CLibXSLT"]),
        .target(name: "XMLTree", dependencies: ["CLibXML2", "CLibXSLT", "CXMLShim"]),
        .target(name: "ZipArchive", dependencies: ["CLibZip", "CZlib"]),
        .target(name: "Markdown", dependencies: ["CCmarkGFM"]),

        // The EPUB model and the build pipeline.
        .target(name: "EPUBBuild", dependencies: [
            "XMLTree", "ZipArchive", "Markdown",
            .product(name: "Yams", package: "Yams"),
        ]),

        // The thin command-line front end.
        .executableTarget(name: "epubbuild", dependencies: [
            "EPUBBuild",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        .testTarget(name: "EPUBBuildTests", dependencies: ["EPUBBuild", "XMLTree", "ZipArchive", "Markdown"],
                    resources: [.copy("Fixtures")]),
    ],
    swiftLanguageModes: [.v6]
)
