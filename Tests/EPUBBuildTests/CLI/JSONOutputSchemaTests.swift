import Foundation
import Testing

/// Every `--json` output, run for real, against schema/cli-output.schema.json: the schema is strict
/// (`additionalProperties: false` on our objects, required keys listed), so a key renamed or added in the
/// code without the schema fails here, and scripts written against the schema keep working.
@Suite struct JSONOutputSchemaTests {
    static let schema = TestPaths.repository + "/schema/cli-output.schema.json"

    /// Validates JSON read from standard input against one definition of the schema with python3-jsonschema
    /// (the Makefile's deps install it): every line with `lines`, else the whole text. Prints each problem.
    private static let validator = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1], encoding="utf-8"))
        jsonschema.Draft202012Validator.check_schema(schema)
        schema.pop("oneOf")
        schema["$ref"] = "#/$defs/" + sys.argv[2]
        validator = jsonschema.Draft202012Validator(schema)
        text = sys.stdin.read()
        documents = [json.loads(line) for line in text.splitlines() if line.strip()] if sys.argv[3] == "lines" else [json.loads(text)]
        problems = [f"{'/'.join(map(str, e.absolute_path)) or '(top)'}: {e.message}" for d in documents for e in validator.iter_errors(d)]
        print("\\n".join(problems) if problems else f"valid {len(documents)}")
        sys.exit(1 if problems else 0)
        """

    /// The validator's verdict on `json` as the schema's `definition`, and how many documents it read.
    private func validate(_ json: String, as definition: String, lines: Bool = false) throws -> CommandResult {
        let input = TestPaths.temporaryDirectory() + "/output.json"
        try json.write(toFile: input, atomically: true, encoding: .utf8)
        return try CommandRunner.run(
            "/bin/sh",
            [
                "-c", "python3 -c \"$0\" \"$@\" < \"\(input)\"", Self.validator, Self.schema, definition,
                lines ? "lines" : "whole",
            ])
    }

    private func expectValid(_ json: String, as definition: String, lines: Bool = false, count: Int = 1) throws {
        let verdict = try validate(json, as: definition, lines: lines)
        #expect(
            verdict.status == 0 && verdict.stdout == "valid \(count)\n", "\(verdict.stdout)\(verdict.stderr)\n\(json)")
    }

    private func built(_ folder: String, to output: String) throws -> String {
        let result = try CommandRunner.epubbuild(["build", TestPaths.repository + "/" + folder, "-o", output])
        #expect(result.status == 0, "\(result.stderr)")
        return output
    }

    @Test func buildJSONForAGoodBookAndAFailingOneMatchesTheSchema() throws {
        let folder = TestPaths.temporaryDirectory()
        let list = folder + "/list.txt"
        try """
        \(TestPaths.fixture("books/minimal/book.yaml"))
        \(TestPaths.fixture("books/resolve-many-errors/book.yaml"))
        \(TestPaths.examples)/accessible-atlas/book.yaml
        """.write(toFile: list, atomically: true, encoding: .utf8)
        let result = try CommandRunner.epubbuild(["build", "--from", list, "--json", "--jobs", "2"], in: folder)
        #expect(result.status == 1, "the failing book fails the batch")
        #expect(result.stdout.contains("\"status\":\"failed\"") && result.stdout.contains("\"diagnostics\":[{"))
        try expectValid(result.stdout, as: "batchResult", lines: true, count: 3)
    }

    @Test func buildJSONForMarkdownFilesMatchesTheSchema() throws {
        let output = TestPaths.temporaryDirectory() + "/book.epub"
        let result = try CommandRunner.epubbuild(
            ["chapters/one.md", "chapters/two.md", "-o", output, "--json"], in: TestPaths.fixture("books/pandoc-readme")
        )
        #expect(result.status == 0, "\(result.stderr)")
        try expectValid(result.stdout, as: "batchResult", lines: true)
    }

    @Test func unpackJSONMatchesTheSchema() throws {
        let folder = TestPaths.temporaryDirectory()
        let epub = try built("Tests/EPUBBuildTests/Fixtures/books/minimal", to: folder + "/minimal.epub")
        let project = try CommandRunner.epubbuild(["unpack", epub, "-o", folder + "/project", "--json"])
        #expect(project.status == 0, "\(project.stderr)")
        let page = try CommandRunner.epubbuild(["unpack", epub, "--html", "-o", folder + "/page.html", "--json"])
        #expect(page.status == 0, "\(page.stderr)")
        try expectValid(project.stdout + page.stdout, as: "batchResult", lines: true, count: 2)
    }

    @Test func infoJSONForOneBookAndForSeveralMatchesTheSchema() throws {
        let folder = TestPaths.temporaryDirectory()
        let atlas = try built("Examples/accessible-atlas", to: folder + "/atlas.epub")
        let minimal = try built("Tests/EPUBBuildTests/Fixtures/books/minimal", to: folder + "/minimal.epub")
        try "not a zip".write(toFile: folder + "/broken.epub", atomically: true, encoding: .utf8)
        let one = try CommandRunner.epubbuild(["info", "--json", atlas])
        #expect(one.status == 0, "\(one.stderr)")
        #expect(one.stdout.contains("\"series\"") && one.stdout.contains("\"accessibility\""))
        try expectValid(one.stdout, as: "info")
        let two = try CommandRunner.epubbuild(["info", "--json", atlas, minimal])
        #expect(two.status == 0, "\(two.stderr)")
        try expectValid(two.stdout, as: "infoList")
        let withAFailure = try CommandRunner.epubbuild(["info", "--json", minimal, folder + "/broken.epub"])
        #expect(withAFailure.status == 1)
        #expect(withAFailure.stdout.contains("\"error\""))
        try expectValid(withAFailure.stdout, as: "infoList")
    }

    /// The schema is strict: a renamed key, a key it does not know and a missing one are each refused.
    @Test func aRenamedOrUnknownKeyFailsTheSchema() throws {
        let line =
            #"{"diagnostics":[],"input":"/b/book.yaml","output":"/b/b.epub","status":"built","timings":{"Load":0.1}}"#
        try expectValid(line, as: "batchResult")
        for wrong in [
            line.replacingOccurrences(of: "\"status\"", with: "\"state\""),
            line.replacingOccurrences(of: "\"timings\":{", with: "\"extra\":1,\"timings\":{"),
            line.replacingOccurrences(of: "\"Load\"", with: "\"Loading\""),
            line.replacingOccurrences(of: "\"input\":\"/b/book.yaml\"", with: "\"input\":\"book.yaml\""),
        ] {
            #expect(try validate(wrong, as: "batchResult").status == 1, "\(wrong)")
        }
    }
}
