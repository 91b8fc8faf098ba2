import Foundation
import SyntaxHighlight
import Testing

/// Templates/highlight.css: every colour it gives code stays readable on the
/// backgrounds reading systems use, white, sepia and night (WCAG 2's contrast
/// ratio, https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio).
@Suite struct HighlightStylesheetTests {
    static let backgrounds: [(name: String, hex: String, least: Double)] = [
        ("white", "#ffffff", 4.5), ("black", "#000000", 4.5), ("sepia", "#f4ecd8", 3.8), ("night grey", "#121212", 4.0),
    ]

    private func luminance(_ hex: String) -> Double {
        let value = Int(hex.dropFirst(), radix: 16)!
        func channel(_ shift: Int) -> Double {
            let c = Double((value >> shift) & 0xFF) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
    }

    private func contrast(_ a: String, _ b: String) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    @Test func everyColourIsReadableOnEveryBackground() throws {
        let css = try String(contentsOfFile: TestPaths.templates + "/highlight.css", encoding: .utf8)
        let colours = css.matches(of: /color:\s*(#[0-9a-fA-F]{6})/).map { String($0.output.1) }
        #expect(colours.count >= 10)
        for colour in colours {
            for background in Self.backgrounds {
                let ratio = contrast(colour, background.hex)
                #expect(ratio >= background.least, "\(colour) on \(background.name): \(ratio)")
            }
        }
    }

    /// Every class the highlighter writes has a rule.
    @Test func everyClassHasARule() throws {
        let css = try String(contentsOfFile: TestPaths.templates + "/highlight.css", encoding: .utf8)
        for kind in HighlightClass.allCases {
            #expect(
                css.contains("." + kind.className + " ") || css.contains("." + kind.className + ","),
                "\(kind.className)")
        }
    }
}
