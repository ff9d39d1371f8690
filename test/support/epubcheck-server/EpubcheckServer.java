import com.adobe.epubcheck.tool.EpubChecker;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * epubcheck kept running for a test run: a check in a fresh JVM spends about 5 s of CPU compiling epubcheck's
 * schemas before it reads the EPUB, one in this JVM about 0.2 s. Each connection sends an EPUB's absolute path and
 * a newline, and gets back what `java -jar epubcheck.jar <path>` would give: its exit code, then its standard output
 * and standard error, each as a 4-byte length and UTF-8 bytes. One check at a time (System.out is redirected). The
 * server prints its port, and exits when its standard input closes (the test run that started it ended).
 */
public final class EpubcheckServer {
  public static void main(String[] args) throws Exception {
    ServerSocket server = new ServerSocket(0, 64, InetAddress.getLoopbackAddress());
    PrintStream out = System.out;
    PrintStream err = System.err;
    Thread watch = new Thread(() -> {
      try {
        InputStream in = System.in;
        while (in.read() != -1) {}
      } catch (Exception ignored) {
        // Standard input gone: the same as closed.
      }
      System.exit(0);
    });
    watch.setDaemon(true);
    watch.start();
    out.println(server.getLocalPort());
    out.flush();
    while (true) {
      try (Socket socket = server.accept()) {
        String path = readLine(socket.getInputStream());
        ByteArrayOutputStream checkOut = new ByteArrayOutputStream();
        ByteArrayOutputStream checkErr = new ByteArrayOutputStream();
        int code;
        System.setOut(new PrintStream(checkOut, true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(checkErr, true, StandardCharsets.UTF_8));
        try {
          code = new EpubChecker().run(new String[] {path});
        } catch (Throwable thrown) {
          thrown.printStackTrace();
          code = 70;
        } finally {
          System.out.flush();
          System.err.flush();
          System.setOut(out);
          System.setErr(err);
        }
        DataOutputStream reply = new DataOutputStream(socket.getOutputStream());
        reply.writeInt(code);
        for (ByteArrayOutputStream stream : new ByteArrayOutputStream[] {checkOut, checkErr}) {
          byte[] bytes = stream.toByteArray();
          reply.writeInt(bytes.length);
          reply.write(bytes);
        }
        reply.flush();
      } catch (Exception failed) {
        failed.printStackTrace(err);
      }
    }
  }

  private static String readLine(InputStream in) throws Exception {
    ByteArrayOutputStream line = new ByteArrayOutputStream();
    for (int b = in.read(); b != -1 && b != '\n'; b = in.read()) line.write(b);
    return line.toString(StandardCharsets.UTF_8);
  }
}
