package toolshub.storagerules;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.PriorityQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Writes protocol lines to stdout, one write per line, on its own thread.
 *
 * <p>firebase-tools 14 parses every stdout chunk it reads as ONE JSON object. When two of our
 * lines sit in the pipe by the time Node reads it (its event loop was busy, e.g. during a burst of
 * uploads), the chunk fails to parse and both answers are dropped: those requests would hang. Two
 * defences:
 *
 * <ul>
 *   <li>pacing: a pause after every line, so lines rarely share a chunk;
 *   <li>repeats: answers that are safe to deliver twice (final verify and load_ruleset answers;
 *       firebase-tools resolves an already settled request as a no-op and never reuses an id) are
 *       sent again a little later, when no fresh line is waiting.
 * </ul>
 */
final class LineWriter implements Runnable {
  private static final class Line {
    final String text;
    final int repeatsLeft;
    final long dueNanos;

    Line(String text, int repeatsLeft, long dueNanos) {
      this.text = text;
      this.repeatsLeft = repeatsLeft;
      this.dueNanos = dueNanos;
    }
  }

  private static final Line CLOSE = new Line("", 0, 0);

  private final LinkedBlockingQueue<Line> fresh = new LinkedBlockingQueue<>();
  private final PriorityQueue<Line> repeats =
      new PriorityQueue<>((a, b) -> Long.compare(a.dueNanos, b.dueNanos));
  private final OutputStream stream;
  private final long pacingMillis;
  private final long[] repeatDelaysMillis;

  LineWriter(OutputStream stream, long pacingMillis, long[] repeatDelaysMillis) {
    this.stream = stream;
    this.pacingMillis = pacingMillis;
    this.repeatDelaysMillis = repeatDelaysMillis.clone();
  }

  /** Queues a line; {@code repeatable} lines are sent again later (see class comment). */
  void send(String line, boolean repeatable) {
    fresh.add(new Line(line, repeatable ? repeatDelaysMillis.length : 0, 0));
  }

  void close() {
    fresh.add(CLOSE);
  }

  @Override
  public void run() {
    try {
      while (true) {
        Line line = fresh.poll();
        if (line == null) {
          Line next = repeats.peek();
          long now = System.nanoTime();
          if (next != null && next.dueNanos <= now) {
            line = repeats.poll();
          } else {
            long waitNanos = next == null ? TimeUnit.HOURS.toNanos(1) : next.dueNanos - now;
            line = fresh.poll(waitNanos, TimeUnit.NANOSECONDS);
            if (line == null) {
              continue;
            }
          }
        }
        if (line == CLOSE) {
          return;
        }
        stream.write((line.text + "\n").getBytes(StandardCharsets.UTF_8));
        stream.flush();
        if (line.repeatsLeft > 0) {
          int index = repeatDelaysMillis.length - line.repeatsLeft;
          long due = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(repeatDelaysMillis[index]);
          repeats.add(new Line(line.text, line.repeatsLeft - 1, due));
        }
        if (pacingMillis > 0) {
          Thread.sleep(pacingMillis);
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (IOException e) {
      // stdout is closed: firebase-tools is gone, nobody is left to answer.
      System.err.println("[storage-rules-runtime] protocol output closed: " + e.getMessage());
      System.exit(0);
    }
  }
}
