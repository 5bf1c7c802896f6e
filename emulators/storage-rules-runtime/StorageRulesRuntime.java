package toolshub.storagerules;

import com.google.common.util.concurrent.FutureCallback;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.common.util.concurrent.SettableFuture;
import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.lang.common.FirebaseRulesLangOptions;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageCreateContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageDeleteContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageGetContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageListContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageUpdateContextConverter;
import com.google.firebase.rules.runtime.common.EvaluationResult;
import com.google.firebase.rules.runtime.evaluators.AuthRuleEvaluator;
import com.google.firebase.rules.runtime.impl.DefaultEvaluator;
import com.google.firebase.rules.runtime.utils.ExpressionValueUtils;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.firebase.rules.v1.File;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import com.google.firebase.rules.v1.SourcePosition;
import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.protobuf.util.JsonFormat;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A stand-in for firebase-tools' "cloud-storage-rules-runtime" jar, built on the Firebase Rules
 * engine that ships inside the Google Cloud CLI's Firestore emulator jar (on the classpath only).
 *
 * <p>Protocol: one JSON object per line. stdin carries firebase-tools' requests ({@code
 * load_ruleset}, {@code verify}, and answers to our {@code fetch_firestore_document} questions);
 * stdout carries only protocol lines; everything else goes to stderr.
 */
public final class StorageRulesRuntime {
  private static final Pattern ID_PATTERN = Pattern.compile("\"id\"\\s*:\\s*(-?\\d+)");
  private static final Gson GSON = new GsonBuilder().disableHtmlEscaping().serializeNulls().create();
  private static final long FETCH_TIMEOUT_MILLIS = 2000;
  private static final int FETCH_ASK_AGAIN = 3;
  private static final int MAX_RULESETS = 64;
  /** Keep lines well under the 4 KiB a pipe delivers atomically. */
  private static final int MAX_ISSUES_CHARS = 3000;

  private final LineWriter out;
  private final FirebaseRulesProtoCompiler compiler =
      FirebaseRulesProtoCompiler.createStandalone(
          FirebaseRulesLangOptions.builder()
              .allowTernaryOperator(true)
              .allowCrossServiceRules(true)
              .build());
  /**
   * Loaded rulesets by name. firebase-tools never unloads one (every hot reload adds a new name),
   * so keep the most recently used few; a ruleset in use is touched by every verify.
   */
  private final Map<String, LoadedRuleset> rulesets =
      new LinkedHashMap<String, LoadedRuleset>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, LoadedRuleset> eldest) {
          return size() > MAX_RULESETS;
        }
      };
  private final Map<Long, PendingVerify> pending = new HashMap<>();
  /** Ids of verify requests that asked for Firestore documents (bounded, oldest dropped first). */
  private final Set<Long> fetchedFor =
      Collections.newSetFromMap(
          new LinkedHashMap<Long, Boolean>() {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Long, Boolean> eldest) {
              return size() > 10_000;
            }
          });
  private final ScheduledExecutorService timers =
      Executors.newSingleThreadScheduledExecutor(
          r -> {
            Thread t = new Thread(r, "fetch-timers");
            t.setDaemon(true);
            return t;
          });

  private StorageRulesRuntime(LineWriter out) {
    this.out = out;
  }

  public static void main(String[] args) throws Exception {
    if (args.length > 0 && !"serve".equals(args[0])) {
      System.err.println("usage: java -jar storage-rules-runtime.jar serve");
      System.exit(2);
    }
    // stdout belongs to the protocol: anything printed through System.out goes to stderr.
    FileOutputStream protocol = new FileOutputStream(FileDescriptor.out);
    System.setOut(System.err);
    Logger.getLogger("").setLevel(Level.WARNING);

    LineWriter writer = new LineWriter(protocol, pacingMillis(), repeatDelays());
    Thread writerThread = new Thread(writer, "protocol-writer");
    writerThread.setDaemon(true);
    writerThread.start();

    StorageRulesRuntime runtime = new StorageRulesRuntime(writer);
    JsonObject ready = new JsonObject();
    ready.addProperty("id", -1);
    ready.addProperty("status", "ok");
    ready.addProperty("message", "ready");
    ready.add("warnings", new JsonArray());
    ready.add("errors", new JsonArray());
    writer.send(GSON.toJson(ready), false);

    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8), 1 << 16);
    String line;
    while ((line = in.readLine()) != null) {
      runtime.handleLine(line);
    }
    // stdin closed: firebase-tools is gone. Flush what is queued and leave.
    writer.close();
    writerThread.join(2000);
    System.exit(0);
  }

  /** Pause after each stdout line; env TOOLSHUB_STORAGE_RULES_PACING_MS (default 15). */
  private static long pacingMillis() {
    String v = System.getenv("TOOLSHUB_STORAGE_RULES_PACING_MS");
    if (v != null) {
      try {
        return Math.max(0, Long.parseLong(v.trim()));
      } catch (NumberFormatException ignored) {
        // fall through to the default
      }
    }
    return 15;
  }

  /**
   * When to repeat final answers (ms after each copy); env TOOLSHUB_STORAGE_RULES_REPEAT_MS as a
   * comma-separated list, "" or "0" for none (default 250,1000,4000).
   */
  private static long[] repeatDelays() {
    String v = System.getenv("TOOLSHUB_STORAGE_RULES_REPEAT_MS");
    if (v == null) {
      return new long[] {250, 1000, 4000};
    }
    try {
      return Arrays.stream(v.split(","))
          .map(String::trim)
          .filter(x -> !x.isEmpty())
          .mapToLong(Long::parseLong)
          .filter(x -> x > 0)
          .toArray();
    } catch (NumberFormatException e) {
      return new long[] {250, 1000, 4000};
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Dispatch

  synchronized void handleLine(String line) {
    if (line.isBlank()) {
      return;
    }
    JsonObject request;
    try {
      JsonElement parsed = JsonParser.parseString(line);
      if (!parsed.isJsonObject()) {
        throw new IllegalArgumentException("not a JSON object");
      }
      request = parsed.getAsJsonObject();
    } catch (RuntimeException e) {
      Matcher m = ID_PATTERN.matcher(line);
      String detail = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
      String message = "malformed request line: " + detail.split("\n", 2)[0];
      if (m.find()) {
        sendError(Long.parseLong(m.group(1)), message);
      } else {
        log(message + ": " + abbreviate(line));
      }
      return;
    }

    Long id = readId(request);
    String action = readString(request, "action");
    try {
      if (action == null) {
        PendingVerify verify = id == null ? null : pending.get(id);
        if (verify != null && verify.inFlight != null && answersInFlight(verify, request)) {
          onFetchAnswer(verify, request);
        } else if (id != null && fetchedFor.contains(id)) {
          // A late duplicate (we asked again after a timeout and both answers came): nothing to do.
          return;
        } else if (id != null) {
          sendError(id, "request has no action and answers no outstanding fetch");
        } else {
          log("request without id or action ignored: " + abbreviate(line));
        }
        return;
      }
      if (id == null) {
        log("request without a numeric id ignored: " + abbreviate(line));
        return;
      }
      switch (action) {
        case "load_ruleset":
          loadRuleset(id, object(request, "context"));
          break;
        case "verify":
          verify(id, object(request, "context"));
          break;
        default:
          sendError(id, "unknown action: " + action);
      }
    } catch (RuntimeException | LinkageError e) {
      log("failed to handle request " + id + ": " + e);
      if (id != null) {
        // Answer with "ok" + errors so firebase-tools resolves (and denies) instead of hanging.
        sendFailure(id, describe(e));
      }
    }
  }

  // ---------------------------------------------------------------------------------------------
  // load_ruleset

  private void loadRuleset(long id, JsonObject context) {
    String name = readString(context, "rulesetName");
    JsonObject source = object(context, "source");
    if (name == null || source == null || !source.has("files") || !source.get("files").isJsonArray()) {
      sendFailure(id, "load_ruleset needs context.rulesetName and context.source.files");
      return;
    }
    Source.Builder src = Source.newBuilder();
    String firstFile = "storage.rules";
    for (JsonElement f : source.getAsJsonArray("files")) {
      JsonObject file = f.getAsJsonObject();
      String fileName = readString(file, "name");
      String content = readString(file, "content");
      if (src.getFilesCount() == 0 && fileName != null) {
        firstFile = fileName;
      }
      src.addFiles(
          File.newBuilder()
              .setName(fileName == null ? "storage.rules" : fileName)
              .setContent(content == null ? "" : content));
    }

    CompileResult result = compiler.compile(src.build());
    JsonArray errors = new JsonArray();
    JsonArray warnings = new JsonArray();
    int chars = 0;
    int dropped = 0;
    for (Issue issue : result.getIssues()) {
      String json = GSON.toJson(issueJson(issue, firstFile));
      chars += json.length();
      if (chars > MAX_ISSUES_CHARS && !(errors.isEmpty() && issue.getSeverity() == Issue.Severity.ERROR)) {
        dropped++;
      } else if (issue.getSeverity() == Issue.Severity.ERROR) {
        errors.add(json);
      } else {
        warnings.add(json);
      }
    }
    if (dropped > 0) {
      warnings.add("... and " + dropped + " more issue(s) not shown");
    }
    RulesetAst ast = result.getRulesetAst();
    if (result.hasCompilationError() || ast == null) {
      if (errors.isEmpty()) {
        errors.add("Ruleset " + name + " failed to compile");
      }
      JsonObject answer = answer(id, "ok", errors, warnings);
      send(answer);
      return;
    }
    int version = ast.getVersion() == RulesetAst.Version.VERSION_2 ? 2 : 1;
    rulesets.put(name, new LoadedRuleset(new DefaultEvaluator(ast)));
    JsonObject answer = answer(id, "ok", errors, warnings);
    JsonObject res = new JsonObject();
    res.addProperty("rulesVersion", version);
    answer.add("result", res);
    send(answer);
  }

  private static JsonObject issueJson(Issue issue, String defaultFile) {
    JsonObject o = new JsonObject();
    o.addProperty("description_", issue.getDescription());
    o.addProperty("severity_", issue.getSeverityValue());
    SourcePosition p = issue.getSourcePosition();
    JsonObject pos = new JsonObject();
    pos.addProperty("fileName_", p.getFileName().isEmpty() ? defaultFile : p.getFileName());
    pos.addProperty("line_", p.getLine());
    pos.addProperty("column_", p.getColumn());
    pos.addProperty("currentOffset_", p.getCurrentOffset());
    pos.addProperty("endOffset_", p.getEndOffset());
    o.add("sourcePosition_", pos);
    return o;
  }

  // ---------------------------------------------------------------------------------------------
  // verify

  private void verify(long id, JsonObject context) {
    String rulesetName = readString(context, "rulesetName");
    LoadedRuleset ruleset = rulesetName == null ? null : rulesets.get(rulesetName);
    if (ruleset == null) {
      sendFailure(id, "no ruleset loaded under the name " + rulesetName);
      return;
    }
    if (pending.containsKey(id)) {
      sendFailure(id, "a verify with id " + id + " is already in progress");
      return;
    }
    String method = readString(context, "method");
    String path = readString(context, "path");
    JsonObject variables = object(context, "variables");
    ExpressionValue request = variables == null ? null : expression(variables.get("request"));
    ExpressionValue resource = variables == null ? null : expression(variables.get("resource"));

    PendingVerify verify = new PendingVerify(id);
    StorageContext ctx =
        new StorageContext(
            verify,
            FirestoreValues.path(path == null ? "" : path),
            request != null && request.hasMapValue()
                ? request.getMapValue()
                : ExpressionMapValue.getDefaultInstance(),
            resource == null ? FirestoreValues.NULL : resource);

    AuthRuleEvaluator.RuleContext ruleContext;
    switch (method == null ? "" : method) {
      case "get":
      case "read":
        ruleContext = FirebaseStorageGetContextConverter.convert(ctx);
        break;
      case "list":
        ruleContext = FirebaseStorageListContextConverter.convert(ctx);
        break;
      case "create":
      case "write":
        ruleContext = FirebaseStorageCreateContextConverter.convert(ctx);
        break;
      case "update":
        ruleContext = FirebaseStorageUpdateContextConverter.convert(ctx);
        break;
      case "delete":
        ruleContext = FirebaseStorageDeleteContextConverter.convert(ctx);
        break;
      default:
        sendFailure(id, "unsupported verify method: " + method);
        return;
    }

    pending.put(id, verify);
    ListenableFuture<EvaluationResult> evaluation;
    try {
      evaluation = ruleset.evaluator.evaluate(ruleContext);
    } catch (RuntimeException e) {
      evaluation = Futures.immediateFailedFuture(e);
    }
    Futures.addCallback(
        evaluation,
        new FutureCallback<EvaluationResult>() {
          @Override
          public void onSuccess(EvaluationResult result) {
            finish(verify, result != null && result.permit(), null);
          }

          @Override
          public void onFailure(Throwable t) {
            finish(verify, false, "Permission denied: rules evaluation failed: " + describe(t));
          }
        },
        MoreExecutors.directExecutor());
  }

  private synchronized void finish(PendingVerify verify, boolean permit, String warning) {
    JsonArray warnings = new JsonArray();
    if (warning != null) {
      warnings.add(warning);
    }
    JsonObject answer = answer(verify.id, "ok", new JsonArray(), warnings);
    JsonObject result = new JsonObject();
    result.addProperty("permit", permit);
    answer.add("result", result);
    verify.finalAnswer = answer;
    pump(verify);
  }

  // ---------------------------------------------------------------------------------------------
  // Cross-service reads: firestore.get() / firestore.exists()

  /** Asks firebase-tools for a Firestore document; one question per verify in flight at a time. */
  private synchronized ListenableFuture<JsonObject> fetch(PendingVerify verify, String docPath) {
    SettableFuture<JsonObject> known = verify.fetched.get(docPath);
    if (known != null) {
      return known;
    }
    SettableFuture<JsonObject> future = SettableFuture.create();
    verify.fetched.put(docPath, future);
    verify.queue.add(new Fetch(docPath, future));
    pump(verify);
    return future;
  }

  private void onFetchAnswer(PendingVerify verify, JsonObject answer) {
    Fetch fetch = verify.inFlight;
    verify.inFlight = null;
    fetch.future.set(answer); // may resume the evaluation, which may fetch again or finish
    pump(verify);
  }

  /** Sends the next queued fetch, or the final answer once nothing is outstanding. */
  private synchronized void pump(PendingVerify verify) {
    if (verify.done || verify.inFlight != null) {
      return;
    }
    Fetch next = verify.queue.poll();
    if (next != null) {
      verify.inFlight = next;
      JsonObject ask = new JsonObject();
      ask.addProperty("server_request_id", verify.id);
      ask.addProperty("action", "fetch_firestore_document");
      ask.addProperty("status", "ok");
      JsonObject ctx = new JsonObject();
      ctx.addProperty("path", next.path);
      ask.add("context", ctx);
      ask.add("warnings", new JsonArray());
      ask.add("errors", new JsonArray());
      fetchedFor.add(verify.id);
      sendOnce(ask);
      scheduleAskAgain(verify, next, ask, FETCH_ASK_AGAIN);
      return;
    }
    if (verify.finalAnswer != null) {
      verify.done = true;
      pending.remove(verify.id);
      send(verify.finalAnswer);
      verify.finalAnswer = null;
    }
  }

  /**
   * If our question was lost (see LineWriter), firebase-tools never answers it. Ask again after a
   * generous delay; a normal Firestore read takes milliseconds.
   */
  private void scheduleAskAgain(PendingVerify verify, Fetch fetch, JsonObject ask, int timesLeft) {
    if (timesLeft <= 0) {
      return;
    }
    timers.schedule(
        () -> {
          synchronized (StorageRulesRuntime.this) {
            if (!verify.done && verify.inFlight == fetch) {
              log("no answer for Firestore read " + fetch.path + " (request " + verify.id + "), asking again");
              sendOnce(ask);
              scheduleAskAgain(verify, fetch, ask, timesLeft - 1);
            }
          }
        },
        FETCH_TIMEOUT_MILLIS,
        TimeUnit.MILLISECONDS);
  }

  /** A found document names itself: reject an answer about another path (a late duplicate). */
  private static boolean answersInFlight(PendingVerify verify, JsonObject answer) {
    JsonObject result = object(answer, "result");
    String name = result == null ? null : readString(result, "name");
    return name == null || !name.contains("/documents/") || name.endsWith(verify.inFlight.path);
  }

  private static boolean found(JsonObject answer) {
    return "ok".equals(readString(answer, "status"))
        && answer.has("result")
        && answer.get("result").isJsonObject();
  }

  // ---------------------------------------------------------------------------------------------
  // The firebase.storage context handed to the engine's converters

  private final class StorageContext
      implements FirebaseStorageService.FirebaseStorageGetContext,
          FirebaseStorageService.FirebaseStorageListContext,
          FirebaseStorageService.FirebaseStorageCreateContext,
          FirebaseStorageService.FirebaseStorageUpdateContext,
          FirebaseStorageService.FirebaseStorageDeleteContext {
    private final PendingVerify verify;
    private final ExpressionPathValue path;
    private final ExpressionMapValue request;
    private final ExpressionValue resource;

    StorageContext(
        PendingVerify verify,
        ExpressionPathValue path,
        ExpressionMapValue request,
        ExpressionValue resource) {
      this.verify = verify;
      this.path = path;
      this.request = request;
      this.resource = resource;
    }

    @Override
    public ExpressionPathValue path() {
      return path;
    }

    @Override
    public ExpressionMapValue request() {
      return request;
    }

    @Override
    public ListenableFuture<ExpressionValue> resource() {
      return Futures.immediateFuture(resource);
    }

    @Override
    public ExpressionValue debug(ExpressionValue value) {
      String text;
      try {
        text = JsonFormat.printer().omittingInsignificantWhitespace().print(value);
      } catch (Exception e) {
        text = String.valueOf(value);
      }
      log("debug(): " + text);
      return value;
    }

    @Override
    public ListenableFuture<ExpressionValue> firestoreGet(
        ExpressionPathValue docPath, SourcePosition position) {
      List<String> segments;
      try {
        segments = ExpressionValueUtils.getPathSegments(position, docPath);
      } catch (Exception e) {
        return Futures.immediateFailedFuture(e);
      }
      return Futures.transform(
          fetch(verify, "/" + String.join("/", segments)),
          answer ->
              found(answer)
                  ? FirestoreValues.document(answer.getAsJsonObject("result"), segments)
                  : FirestoreValues.NULL,
          MoreExecutors.directExecutor());
    }

    @Override
    public ListenableFuture<ExpressionValue> firestoreExists(
        ExpressionPathValue docPath, SourcePosition position) {
      List<String> segments;
      try {
        segments = ExpressionValueUtils.getPathSegments(position, docPath);
      } catch (Exception e) {
        return Futures.immediateFailedFuture(e);
      }
      return Futures.transform(
          fetch(verify, "/" + String.join("/", segments)),
          answer -> FirestoreValues.bool(found(answer)),
          MoreExecutors.directExecutor());
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Helpers

  private static final class LoadedRuleset {
    final DefaultEvaluator evaluator;

    LoadedRuleset(DefaultEvaluator evaluator) {
      this.evaluator = evaluator;
    }
  }

  private static final class Fetch {
    final String path;
    final SettableFuture<JsonObject> future;

    Fetch(String path, SettableFuture<JsonObject> future) {
      this.path = path;
      this.future = future;
    }
  }

  private static final class PendingVerify {
    final long id;
    final ArrayDeque<Fetch> queue = new ArrayDeque<>();
    final Map<String, SettableFuture<JsonObject>> fetched = new HashMap<>();
    Fetch inFlight;
    JsonObject finalAnswer;
    boolean done;

    PendingVerify(long id) {
      this.id = id;
    }
  }

  /** Queues a final answer: safe to deliver twice, so the writer repeats it (see LineWriter). */
  private void send(JsonObject line) {
    out.send(GSON.toJson(line), true);
  }

  /** Queues a line that must go out exactly once per call (fetch questions, the ready line). */
  private void sendOnce(JsonObject line) {
    out.send(GSON.toJson(line), false);
  }

  private static JsonObject answer(long id, String status, JsonArray errors, JsonArray warnings) {
    JsonObject o = new JsonObject();
    o.addProperty("id", id);
    o.addProperty("status", status);
    o.add("warnings", warnings);
    o.add("errors", errors);
    return o;
  }

  /** A protocol-level error (unknown action, malformed line): status "error". */
  private void sendError(long id, String message) {
    JsonArray errors = new JsonArray();
    errors.add(message);
    JsonObject o = answer(id, "error", errors, new JsonArray());
    o.addProperty("message", message);
    send(o);
  }

  /**
   * A failed load_ruleset/verify: status "ok" with errors, so firebase-tools settles the request
   * (no ruleset / permission denied) rather than waiting forever.
   */
  private void sendFailure(long id, String message) {
    JsonArray errors = new JsonArray();
    errors.add(message);
    JsonObject o = answer(id, "ok", errors, new JsonArray());
    o.addProperty("message", message);
    send(o);
  }

  private static ExpressionValue expression(JsonElement json) {
    if (json == null || json.isJsonNull()) {
      return null;
    }
    ExpressionValue.Builder b = ExpressionValue.newBuilder();
    try {
      JsonFormat.parser().ignoringUnknownFields().merge(json.toString(), b);
    } catch (Exception e) {
      throw new IllegalArgumentException("cannot read expression value: " + e.getMessage(), e);
    }
    return b.build();
  }

  private static Long readId(JsonObject o) {
    JsonElement id = o.get("id");
    if (id == null || !id.isJsonPrimitive() || !id.getAsJsonPrimitive().isNumber()) {
      return null;
    }
    return id.getAsLong();
  }

  private static String readString(JsonObject o, String key) {
    if (o == null) {
      return null;
    }
    JsonElement v = o.get(key);
    return v != null && v.isJsonPrimitive() ? v.getAsString() : null;
  }

  private static JsonObject object(JsonObject o, String key) {
    if (o == null) {
      return null;
    }
    JsonElement v = o.get(key);
    return v != null && v.isJsonObject() ? v.getAsJsonObject() : null;
  }

  private static String describe(Throwable t) {
    Throwable root = t;
    while (root.getCause() != null && root.getCause() != root
        && (root.getMessage() == null || root instanceof java.util.concurrent.ExecutionException)) {
      root = root.getCause();
    }
    String message = root.getMessage();
    return message == null || message.isBlank() ? root.getClass().getSimpleName() : message;
  }

  private static String abbreviate(String s) {
    return s.length() > 200 ? s.substring(0, 200) + "..." : s;
  }

  private static void log(String message) {
    System.err.println("[storage-rules-runtime] " + message);
    System.err.flush();
  }
}
