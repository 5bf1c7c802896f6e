/**
 * Protocol-level tests of our Storage rules runtime (emulators/storage-rules-runtime): we play
 * firebase-tools' part, spawning `java -jar <jar> serve` and exchanging JSON lines.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile, mkdir, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMULATOR_JVM_OPTIONS } from '../src/emulator-plan';
import { prepareStorageRulesRuntime } from '../src/storage-rules-runtime';

const FIRESTORE_JAR =
  process.env.TOOLSHUB_FIRESTORE_EMULATOR_JAR ??
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const haveJar = existsSync(FIRESTORE_JAR);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Message = { [key: string]: Json };

// ---------------------------------------------------------------------------------------------
// Expression values as firebase-tools builds them (storage/rules/runtime.ts toExpressionValue)

function ev(value: unknown): Json {
  if (value === null || value === undefined) return { null_value: null };
  if (typeof value === 'string') return { string_value: value };
  if (typeof value === 'boolean') return { bool_value: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { int_value: value } : { float_value: value };
  if (value instanceof Date) return { timestamp_value: value.toISOString() };
  if (Array.isArray(value)) return { list_value: { values: value.map(ev) } };
  if (typeof value === 'object') {
    const fields: { [key: string]: Json } = {};
    for (const [k, v] of Object.entries(value)) fields[k] = ev(v);
    return { map_value: { fields } };
  }
  throw new Error(`cannot convert ${String(value)}`);
}

interface FileMeta {
  size: number;
  contentType: string;
  metadata?: Record<string, string>;
}

function objectResource(name: string, meta: FileMeta): Record<string, unknown> {
  const now = new Date();
  return {
    name,
    bucket: 'demo-toolshub.appspot.com',
    generation: now.getTime(),
    metageneration: 1,
    size: meta.size,
    timeCreated: now,
    updated: now,
    md5Hash: 'abc',
    crc32c: '123',
    etag: 'etag',
    contentDisposition: 'inline',
    contentEncoding: 'identity',
    contentType: meta.contentType,
    metadata: meta.metadata ?? {},
  };
}

interface Auth {
  uid: string;
  claims?: Record<string, unknown>;
}

interface VerifyOpts {
  method: 'get' | 'list' | 'create' | 'update' | 'delete';
  path: string;
  auth?: Auth;
  before?: FileMeta;
  after?: FileMeta;
  rulesetName?: string;
}

function verifyRequest(id: number, opts: VerifyOpts): Message {
  const objectName = opts.path.split('/o/')[1] ?? '';
  const auth = opts.auth
    ? ev({ uid: opts.auth.uid, token: { user_id: opts.auth.uid, sub: opts.auth.uid, ...opts.auth.claims } })
    : { null_value: null };
  const request = {
    map_value: {
      fields: {
        path: {
          path_value: {
            segments: opts.path
              .split('/')
              .filter(Boolean)
              .map((simple) => ({ simple })),
          },
        },
        time: ev(new Date()),
        resource: ev(opts.after ? objectResource(objectName, opts.after) : null),
        auth,
      },
    },
  };
  return {
    id,
    action: 'verify',
    context: {
      rulesetName: opts.rulesetName ?? 'main',
      service: 'firebase.storage',
      path: opts.path,
      method: opts.method,
      variables: {
        resource: ev(opts.before ? objectResource(objectName, opts.before) : null),
        request,
      },
    },
  };
}

function loadRequest(id: number, rulesetName: string, content: string, name = 'storage.rules'): Message {
  return { id, action: 'load_ruleset', context: { rulesetName, source: { files: [{ name, content }] } } };
}

// ---------------------------------------------------------------------------------------------
// A tiny firebase-tools stand-in

class RuntimeProcess {
  readonly child: ChildProcessWithoutNullStreams;
  readonly chunks: string[] = [];
  stderr = '';
  exited = false;
  private readonly inbox: Message[] = [];
  private readonly waiters: Array<{ match: (m: Message) => boolean; resolve: (m: Message) => void }> = [];

  constructor(jar: string) {
    // The JVM options the launcher gives it (emulator-plan.ts).
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      JAVA_TOOL_OPTIONS: process.env.JAVA_TOOL_OPTIONS ?? EMULATOR_JVM_OPTIONS,
    };
    // Defaults for pacing and repeats, whatever the caller's environment says.
    delete env.TOOLSHUB_STORAGE_RULES_PACING_MS;
    delete env.TOOLSHUB_STORAGE_RULES_REPEAT_MS;
    this.child = spawn('java', ['-jar', jar, 'serve'], { stdio: ['pipe', 'pipe', 'pipe'], env });
    this.child.on('exit', () => (this.exited = true));
    this.child.stderr.on('data', (buf: Buffer) => (this.stderr += buf.toString('utf8')));
    this.child.stdout.on('data', (buf: Buffer) => this.chunks.push(buf.toString('utf8')));
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      let message: Message;
      try {
        message = JSON.parse(line) as Message;
      } catch {
        message = { unparsable: line };
      }
      const waiter = this.waiters.findIndex((w) => w.match(message));
      if (waiter >= 0) this.waiters.splice(waiter, 1)[0]?.resolve(message);
      else this.inbox.push(message);
    });
  }

  send(message: Message | string): void {
    this.child.stdin.write(`${typeof message === 'string' ? message : JSON.stringify(message)}\n`);
  }

  next(match: (m: Message) => boolean, timeoutMs = 20_000): Promise<Message> {
    const queued = this.inbox.findIndex(match);
    if (queued >= 0) return Promise.resolve(this.inbox.splice(queued, 1)[0] as Message);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no matching message in ${timeoutMs} ms; stderr: ${this.stderr}`)),
        timeoutMs,
      );
      this.waiters.push({
        match,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  /** The next line for this id (an answer, or a fetch_firestore_document question). */
  forId(id: number): Promise<Message> {
    return this.next((m) => m.id === id || m.server_request_id === id);
  }

  async request(message: Message): Promise<Message> {
    this.send(message);
    return this.forId(message.id as number);
  }

  /** Unanswered lines so far (to check that nothing stray was printed). */
  pendingInbox(): Message[] {
    return [...this.inbox];
  }

  stop(): Promise<void> {
    if (this.exited) return Promise.resolve();
    return new Promise((resolve) => {
      this.child.once('exit', () => resolve());
      this.child.kill('SIGINT');
    });
  }
}

function permit(answer: Message): boolean | undefined {
  const result = answer.result;
  if (result && typeof result === 'object' && !Array.isArray(result) && typeof result.permit === 'boolean') {
    return result.permit;
  }
  return undefined;
}

function stringsOf(value: Json | undefined): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

const MB = 1024 * 1024;

const STORAGE_RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /avatars/{uid}/{file} {
      allow read: if true;
      allow write: if request.auth != null && request.auth.uid == uid
        && request.resource.size < 5 * 1024 * 1024
        && request.resource.contentType.matches('image/.*');
    }
    match /tools/{file} {
      allow read: if true;
      allow write: if request.auth != null && request.auth.token.admin == true
        && request.resource.size < 5 * 1024 * 1024
        && request.resource.contentType.matches('image/.*');
    }
    match /staff/{file} {
      allow read: if firestore.get(/databases/(default)/documents/users/$(request.auth.uid)).data.role == 'staff';
      allow create: if firestore.exists(/databases/(default)/documents/users/$(request.auth.uid))
        && firestore.get(/databases/(default)/documents/shops/$(request.resource.metadata.shop)).data.open == true;
    }
    match /docs/{path=**} {
      allow list: if request.auth != null;
      allow update: if request.resource.metadata.owner == resource.metadata.owner;
      allow delete: if request.auth != null && resource.metadata.owner == request.auth.uid;
    }
    match /errors/{file} {
      allow read: if request.auth.uid == 'someone';
    }
  }
}
`;

const BAD_RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /x/{file} {
      allow read: if request.auth != null &&;
    }
  }
}
`;

const V1_RULES = `service firebase.storage {
  match /b/{bucket}/o {
    match /{allPaths=**} {
      allow read;
    }
  }
}
`;

const owner: Auth = { uid: 'alice' };
const other: Auth = { uid: 'bob' };
const admin: Auth = { uid: 'root', claims: { admin: true } };
const png = (size = 1024): FileMeta => ({ size, contentType: 'image/png' });

describe.skipIf(!haveJar)('storage rules runtime: build', () => {
  let cache: string;
  beforeAll(async () => {
    cache = await mkdtemp(join(tmpdir(), 'srr-build-'));
  });
  afterAll(async () => {
    await rm(cache, { recursive: true, force: true });
  });

  it('compiles once, then reuses the cached jar', async () => {
    const first = await prepareStorageRulesRuntime(FIRESTORE_JAR, { cacheDir: cache });
    expect(first).toMatchObject({ ok: true });
    const started = Date.now();
    const second = await prepareStorageRulesRuntime(FIRESTORE_JAR, { cacheDir: cache });
    expect(second).toEqual(first);
    expect(Date.now() - started).toBeLessThan(1000);
    if (first.ok) expect(first.jar.startsWith(cache)).toBe(true);
  });

  it('gives a one-line reason when the Firestore jar is missing', async () => {
    const result = await prepareStorageRulesRuntime(join(cache, 'nope.jar'), { cacheDir: cache });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/Firestore emulator jar not found/);
  });

  it('gives a one-line reason when javac is missing', async () => {
    const result = await prepareStorageRulesRuntime(FIRESTORE_JAR, {
      cacheDir: join(cache, 'other'),
      javac: join(cache, 'no-such-javac'),
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.reason).toMatch(/javac not found/);
      expect(result.reason).not.toContain('\n');
    }
  });

  it('gives a one-line reason when compilation fails', async () => {
    const src = join(cache, 'broken-src');
    await mkdir(src);
    await writeFile(join(src, 'Broken.java'), 'class Broken { void f() { int x = ; } }\n');
    const result = await prepareStorageRulesRuntime(FIRESTORE_JAR, { cacheDir: join(cache, 'broken'), sourceDir: src });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.reason).toMatch(/javac failed.*error:/);
      expect(result.reason).not.toContain('\n');
    }
    // no half-built jar left behind
    const left = await readdir(join(cache, 'broken', 'storage-rules-runtime')).catch(() => []);
    for (const dir of left) expect(await readdir(join(cache, 'broken', 'storage-rules-runtime', dir))).toEqual([]);
  });
});

describe.skipIf(!haveJar)('storage rules runtime: protocol', () => {
  let jar: string;
  let rt: RuntimeProcess;
  let nextId = 100;
  const id = (): number => nextId++;
  let ready: Message;

  beforeAll(async () => {
    const built = await prepareStorageRulesRuntime(FIRESTORE_JAR);
    if (!built.ok) throw new Error(built.reason);
    jar = built.jar;
    rt = new RuntimeProcess(jar);
    ready = await rt.next(() => true, 60_000);
    const loaded = await rt.request(loadRequest(0, 'main', STORAGE_RULES));
    expect(stringsOf(loaded.errors)).toEqual([]);
  });

  afterAll(async () => {
    await rt?.stop();
  });

  const check = async (opts: VerifyOpts): Promise<boolean | undefined> => {
    const answer = await rt.request(verifyRequest(id(), opts));
    expect(answer.status).toBe('ok');
    return permit(answer);
  };

  it('announces itself with the id -1 "ok" line first', () => {
    expect(ready).toMatchObject({ id: -1, status: 'ok' });
  });

  it('loads a valid ruleset and reports its rules version', async () => {
    const answer = await rt.request(loadRequest(1, 'again', STORAGE_RULES));
    expect(answer).toMatchObject({ id: 1, status: 'ok', result: { rulesVersion: 2 }, errors: [] });
    const v1 = await rt.request(loadRequest(2, 'v1', V1_RULES));
    expect(v1).toMatchObject({ id: 2, status: 'ok', result: { rulesVersion: 1 }, errors: [] });
  });

  it('allows the owner to upload an avatar and denies everyone else', async () => {
    const path = '/b/demo-toolshub.appspot.com/o/avatars/alice/me.png';
    expect(await check({ method: 'create', path, auth: owner, after: png() })).toBe(true);
    expect(await check({ method: 'update', path, auth: owner, before: png(), after: png(2048) })).toBe(true);
    expect(await check({ method: 'create', path, auth: other, after: png() })).toBe(false);
    expect(await check({ method: 'create', path, after: png() })).toBe(false);
    expect(await check({ method: 'create', path, auth: owner, after: { size: 10, contentType: 'text/plain' } })).toBe(
      false,
    );
    expect(await check({ method: 'create', path, auth: owner, after: png(5 * MB) })).toBe(false);
    expect(await check({ method: 'create', path, auth: owner, after: png(5 * MB - 1) })).toBe(true);
    expect(await check({ method: 'get', path, before: png() })).toBe(true);
    // As in production: on delete request.resource is null, so a size/contentType check denies it.
    expect(await check({ method: 'delete', path, auth: owner, before: png() })).toBe(false);
  });

  it('checks custom claims for tool images', async () => {
    const path = '/b/demo-toolshub.appspot.com/o/tools/saw.jpg';
    expect(await check({ method: 'create', path, auth: admin, after: png() })).toBe(true);
    expect(await check({ method: 'create', path, auth: { uid: 'c', claims: { admin: false } }, after: png() })).toBe(
      false,
    );
    expect(await check({ method: 'create', path, auth: other, after: png() })).toBe(false);
    expect(
      await check({ method: 'create', path, auth: admin, after: { size: 10, contentType: 'application/pdf' } }),
    ).toBe(false);
  });

  it('checks list, update and delete against the stored resource', async () => {
    const folder = '/b/demo-toolshub.appspot.com/o/docs/2024';
    expect(await check({ method: 'list', path: folder, auth: owner })).toBe(true);
    expect(await check({ method: 'list', path: folder })).toBe(false);
    const file = `${folder}/a.pdf`;
    const mine: FileMeta = { size: 5, contentType: 'application/pdf', metadata: { owner: 'alice' } };
    const theirs: FileMeta = { size: 5, contentType: 'application/pdf', metadata: { owner: 'bob' } };
    expect(await check({ method: 'delete', path: file, auth: owner, before: mine })).toBe(true);
    expect(await check({ method: 'delete', path: file, auth: owner, before: theirs })).toBe(false);
    expect(await check({ method: 'update', path: file, auth: owner, before: mine, after: mine })).toBe(true);
    expect(await check({ method: 'update', path: file, auth: owner, before: mine, after: theirs })).toBe(false);
    // nothing matches: denied
    expect(await check({ method: 'get', path: '/b/demo-toolshub.appspot.com/o/elsewhere/x', auth: owner })).toBe(false);
  });

  it('answers permit false with a warning when evaluation fails', async () => {
    const answer = await rt.request(
      verifyRequest(id(), { method: 'get', path: '/b/demo-toolshub.appspot.com/o/errors/x', before: png() }),
    );
    expect(answer).toMatchObject({ status: 'ok', result: { permit: false }, errors: [] });
    expect(stringsOf(answer.warnings).join(' ')).toMatch(/null/i);
  });

  it('round-trips firestore.get() and firestore.exists()', async () => {
    const path = '/b/demo-toolshub.appspot.com/o/staff/rota.pdf';
    const users = '/databases/(default)/documents/users';

    // get: document found with role staff -> allowed
    let vid = id();
    rt.send(verifyRequest(vid, { method: 'get', path, auth: owner, before: png() }));
    let ask = await rt.forId(vid);
    expect(ask).toMatchObject({
      server_request_id: vid,
      action: 'fetch_firestore_document',
      context: { path: `${users}/alice` },
    });
    expect(ask.id).toBeUndefined();
    rt.send({
      id: vid,
      status: 'ok',
      result: {
        name: `projects/demo-toolshub${users}/alice`,
        fields: { role: { stringValue: 'staff' }, since: { integerValue: '3' } },
      },
      warnings: [],
      errors: [],
    });
    expect(permit(await rt.forId(vid))).toBe(true);

    // get: document missing -> denied, with a warning (null value)
    vid = id();
    rt.send(verifyRequest(vid, { method: 'get', path, auth: other, before: png() }));
    ask = await rt.forId(vid);
    expect(ask).toMatchObject({ action: 'fetch_firestore_document', context: { path: `${users}/bob` } });
    rt.send({ id: vid, status: 'not_found', warnings: [], errors: [] });
    expect(permit(await rt.forId(vid))).toBe(false);

    // two reads in one request: exists(user), then get(shop) - one question at a time
    vid = id();
    rt.send(
      verifyRequest(vid, {
        method: 'create',
        path,
        auth: owner,
        after: { size: 1, contentType: 'application/pdf', metadata: { shop: 'berlin' } },
      }),
    );
    ask = await rt.forId(vid);
    expect(ask).toMatchObject({ context: { path: `${users}/alice` } });
    rt.send({ id: vid, status: 'ok', result: { name: 'x', fields: {} }, warnings: [], errors: [] });
    ask = await rt.forId(vid);
    expect(ask).toMatchObject({
      action: 'fetch_firestore_document',
      context: { path: '/databases/(default)/documents/shops/berlin' },
    });
    rt.send({
      id: vid,
      status: 'ok',
      result: { name: 'y', fields: { open: { booleanValue: true } } },
      warnings: [],
      errors: [],
    });
    expect(permit(await rt.forId(vid))).toBe(true);

    // exists() false -> denied without asking for the shop
    vid = id();
    rt.send(
      verifyRequest(vid, {
        method: 'create',
        path,
        auth: other,
        after: { size: 1, contentType: 'application/pdf', metadata: { shop: 'berlin' } },
      }),
    );
    ask = await rt.forId(vid);
    expect(ask).toMatchObject({ action: 'fetch_firestore_document' });
    rt.send({ id: vid, status: 'not_found', warnings: [], errors: [] });
    expect(permit(await rt.forId(vid))).toBe(false);
  });

  it('keeps working after a malformed line', async () => {
    rt.send('this is { not json');
    rt.send('{"id": 4242, "action": "verify", "context": ');
    const answer = await rt.forId(4242);
    expect(answer).toMatchObject({ id: 4242, status: 'error' });
    expect(stringsOf(answer.errors)[0]).toMatch(/malformed/);
    expect(rt.exited).toBe(false);
    expect(await check({ method: 'get', path: '/b/demo-toolshub.appspot.com/o/avatars/alice/me.png' })).toBe(true);
    expect(rt.stderr).toMatch(/malformed/);
  });

  it('answers an unknown action with an error', async () => {
    const answer = await rt.request({ id: 4343, action: 'reticulate_splines', context: {} });
    expect(answer).toMatchObject({ id: 4343, status: 'error' });
    expect(String(answer.message)).toMatch(/unknown action/);
  });

  it('settles a verify against an unknown ruleset with an error rather than hanging', async () => {
    const answer = await rt.request(
      verifyRequest(4444, { method: 'get', path: '/b/x/o/avatars/a/b', rulesetName: 'does-not-exist' }),
    );
    expect(answer.status).toBe('ok');
    expect(stringsOf(answer.errors)[0]).toMatch(/no ruleset/);
    expect(permit(answer)).toBeUndefined();
  });

  it('reports a syntax error with its file and line', async () => {
    const answer = await rt.request(loadRequest(4545, 'bad', BAD_RULES, '/tmp/storage.rules'));
    expect(answer.status).toBe('ok');
    expect(answer.result).toBeUndefined();
    const errors = stringsOf(answer.errors);
    expect(errors.length).toBeGreaterThan(0);
    const issue = JSON.parse(errors[0] as string) as {
      description_: string;
      sourcePosition_: { fileName_: string; line_: number; column_: number };
    };
    expect(issue.sourcePosition_).toMatchObject({ fileName_: '/tmp/storage.rules', line_: 5 });
    expect(issue.description_).toMatch(/\S/);
  });

  it('writes each protocol line in its own stdout chunk (firebase-tools 14 parses chunks whole)', async () => {
    const before = rt.chunks.length;
    const ids = Array.from({ length: 8 }, () => id());
    for (const vid of ids)
      rt.send(verifyRequest(vid, { method: 'get', path: '/b/x/o/avatars/a/b.png', before: png() }));
    const answers = await Promise.all(ids.map((vid) => rt.forId(vid)));
    expect(answers.map(permit)).toEqual(ids.map(() => true));
    // Pacing makes shared chunks rare, not impossible (a busy reader can still catch two lines at
    // once), so this asserts the common case rather than every chunk.
    const chunks = rt.chunks.slice(before);
    const whole = chunks.filter((chunk) => {
      try {
        JSON.parse(chunk.trim());
        return true;
      } catch {
        return false;
      }
    });
    expect(whole.length).toBeGreaterThanOrEqual(Math.ceil(chunks.length * 0.8));
  });

  it('repeats final answers (a no-op for firebase-tools) in case a chunk was dropped', async () => {
    const vid = id();
    const first = await rt.request(
      verifyRequest(vid, { method: 'get', path: '/b/x/o/avatars/a/b.png', before: png() }),
    );
    const again = await rt.forId(vid);
    expect(again).toEqual(first);
  });

  it('asks again for a Firestore document when no answer comes', async () => {
    const vid = id();
    rt.send(verifyRequest(vid, { method: 'get', path: '/b/x/o/staff/rota.pdf', auth: owner, before: png() }));
    const ask = await rt.forId(vid);
    expect(ask).toMatchObject({ action: 'fetch_firestore_document' });
    const askedAgain = await rt.forId(vid); // nothing answered: the question comes again after ~2 s
    expect(askedAgain).toEqual(ask);
    rt.send({
      id: vid,
      status: 'ok',
      result: {
        name: 'projects/p/databases/(default)/documents/users/alice',
        fields: { role: { stringValue: 'staff' } },
      },
      warnings: [],
      errors: [],
    });
    expect(permit(await rt.forId(vid))).toBe(true);
    // the late duplicate answer to the repeated question is ignored, not answered with an error
    rt.send({
      id: vid,
      status: 'ok',
      result: { name: 'projects/p/databases/(default)/documents/users/alice', fields: {} },
      warnings: [],
      errors: [],
    });
    const next = await rt.forId(vid); // the repeat of the final answer, nothing else
    expect(permit(next)).toBe(true);
    expect(next.status).toBe('ok');
  });

  it('printed nothing but protocol lines', () => {
    expect(rt.pendingInbox().filter((m) => 'unparsable' in m)).toEqual([]);
  });
});
