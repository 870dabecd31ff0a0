/**
 * Materials and recordings on a real database and a real folder: a file streamed to disk and
 * downloaded by the coach and by its client only (another client and a signed-out visitor are
 * refused), the size cap (nothing left on disk past it), links limited to http(s), a package-wide
 * material reaching another buyer, recordings only on a held session of a package that keeps
 * them, removal and erasure deleting the bytes, each write audited.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { materialMessages } from '@site/contracts/client-materials';
import type { ClientMaterials, Material } from '@site/contracts/endpoints/client-materials';
import { packages, type PaidPackageType } from '@site/contracts/packages';
import { testDomain, TestClock, visitorAddresses } from '../../../test/app';
import { startOwnerApp, type OwnerApp } from '../../../test/owner-app';
import type { OwnerSession } from '../../../test/owner';
import { signInClient } from '../../../test/client';
import { boughtDaysAgo, clientIdOf as clientIdIn } from '../../../test/bookings';

const domain = testDomain('materials');
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-files-'));
const maxBytes = 1024 * 1024;

let app: FastifyInstance;
const clock = new TestClock();
let owner: OwnerSession;
let suite: OwnerApp;
let visitor = 0;
const nextIp = visitorAddresses();

beforeAll(async () => {
  suite = await startOwnerApp('materials', {
    clock,
    env: {
      CLIENT_FILES_DIR: filesDir,
      CLIENT_FILE_MAX_MB: '1',
      // The sign-in codes are read from the outbox: nothing sends them meanwhile.
      OUTBOX_POLL_INTERVAL_MS: '3600000',
    },
  });
  ({ app, owner } = suite);
});

afterAll(async () => {
  const emails = app.knex.raw('lower(email) LIKE ?', [`%@${domain}`]);
  await app
    .knex('client_materials')
    .whereNotNull('package_type')
    .where('title', 'like', `%${domain}%`)
    .delete();
  await app.knex('clients').where(emails).delete();
  await app.knex('consultation_bookings').where(emails).delete();
  await app.knex('outbox_messages').where('to_address', 'like', `%@${domain}`).delete();
  await suite.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

const address = (label: string) => `${label}-${(visitor += 1)}-${Date.now()}@${domain}`;

/** A paid package of `email` bought 10 days ago, with one main session that ended 2 days ago. */
async function buy(
  email: string,
  type: PaidPackageType,
  options: { held?: boolean } = {},
): Promise<{ bookingId: number; sessionId: number }> {
  const { id, sessionIds } = await boughtDaysAgo(app, clock.now(), {
    email,
    type,
    boughtDaysAgo: 10,
    sessionsEndedDaysAgo: [2],
    ...(options.held ? { columns: { attendance: 'held', attendance_marked_at: clock.now() } } : {}),
  });
  return { bookingId: id, sessionId: sessionIds[0]! };
}

const clientIdOf = (email: string) => clientIdIn(app, email);

/** Signs `email` in to the portal with the code from his email; answers the cookie. */
const portalCookie = (email: string) => signInClient(app, email, nextIp());

/** Uploads `bytes` as the coach to `url` with `query`, as a file of `type`. */
function upload(
  url: string,
  query: Record<string, string>,
  bytes: Buffer | Readable,
  type = 'application/pdf',
) {
  return owner.send('POST', `${url}?${new URLSearchParams(query).toString()}`, bytes, {
    'content-type': type,
  });
}

const filesOnDisk = () => fs.readdirSync(filesDir).sort();

const asClient = (cookie: string, url: string) =>
  app.inject({ method: 'GET', url, headers: { cookie } });

describe('a file for one client', () => {
  it('is stored, listed and downloaded by the coach and that client only, never publicly', async () => {
    const email = address('own');
    await buy(email, '5-session');
    const clientId = await clientIdOf(email);
    const strangerEmail = address('stranger');
    await buy(strangerEmail, '5-session');
    const bytes = Buffer.from('%PDF-1.7 The framework, page one.\n');
    const before = filesOnDisk();

    const created = await upload(
      `/api/admin/clients/${clientId}/materials/files`,
      {
        title: 'Strategy framework',
        fileName: 'C:\\fakepath\\Cadre stratégique.pdf',
      },
      bytes,
    );
    expect(created.statusCode).toBe(201);
    const material = created.json() as Material;
    expect(material).toMatchObject({
      kind: 'file',
      title: 'Strategy framework',
      fileName: 'Cadre stratégique.pdf',
      contentType: 'application/pdf',
      sizeBytes: bytes.length,
      packageType: null,
      url: null,
    });
    const added = filesOnDisk().filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    expect(fs.readFileSync(path.join(filesDir, added[0]!))).toEqual(bytes);
    const audit = await app
      .knex('audit_log')
      .where({ action: 'client.material-added', target: `client ${clientId}` })
      .first();
    expect(audit).toBeDefined();

    const list = (
      await owner.send('GET', `/api/admin/clients/${clientId}/materials`)
    ).json() as ClientMaterials;
    expect(list.materials.map((one) => one.id)).toEqual([material.id]);
    expect(list.maxFileBytes).toBe(maxBytes);

    const cookie = await portalCookie(email);
    const portal = await asClient(cookie, '/api/portal/materials');
    expect(portal.statusCode).toBe(200);
    expect(portal.headers['cache-control']).toBe('no-store');
    expect(portal.json().materials.map((one: Material) => one.id)).toEqual([material.id]);

    const download = await asClient(cookie, `/api/portal/materials/${material.id}/file`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(bytes);
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Cadre strat_gique.pdf"; filename*=UTF-8''Cadre%20strat%C3%A9gique.pdf`,
    );
    const coach = await owner.send('GET', `/api/admin/materials/${material.id}/file`);
    expect(coach.statusCode).toBe(200);
    expect(coach.rawPayload).toEqual(bytes);

    // Another client: not in his list, and the file's address answers as if it did not exist.
    const strangerCookie = await portalCookie(strangerEmail);
    const theirs = await asClient(strangerCookie, '/api/portal/materials');
    expect(theirs.json().materials).toEqual([]);
    const refused = await asClient(strangerCookie, `/api/portal/materials/${material.id}/file`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(materialMessages.materialNotFound);
    expect(refused.rawPayload.includes(bytes)).toBe(false);
    // Signed out: the portal's 401, and the coach's address answers 401 too.
    const signedOut = await app.inject({
      method: 'GET',
      url: `/api/portal/materials/${material.id}/file`,
    });
    expect(signedOut.statusCode).toBe(401);
    const noOwner = await app.inject({
      method: 'GET',
      url: `/api/admin/materials/${material.id}/file`,
    });
    expect(noOwner.statusCode).toBe(401);
    // The public uploads folder does not hold it.
    const publicly = await app.inject({ method: 'GET', url: `/api/media/uploads/${added[0]}` });
    expect(publicly.statusCode).toBe(404);
  });

  it(`refuses a file past the cap while streaming, leaving nothing on disk or in the table`, async () => {
    const email = address('large');
    await buy(email, 'single');
    const clientId = await clientIdOf(email);
    const before = filesOnDisk();
    const rowsBefore = await app
      .knex('client_materials')
      .where({ client_id: clientId })
      .count('* as n');
    // Sent in chunks without a declared length: the cap is found while the bytes arrive.
    const chunks = Array.from({ length: 17 }, () => Buffer.alloc(64 * 1024, 7));
    const streamed = await upload(
      `/api/admin/clients/${clientId}/materials/files`,
      { title: 'Session video', fileName: 'video.mp4' },
      Readable.from(chunks),
      'video/mp4',
    );
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().message).toBe(materialMessages.fileTooLarge(maxBytes));
    expect(filesOnDisk()).toEqual(before);
    // Exactly the cap is accepted.
    const atCap = await upload(
      `/api/admin/clients/${clientId}/materials/files`,
      { title: 'Just fits', fileName: 'fits.bin' },
      Buffer.alloc(maxBytes, 1),
      'application/octet-stream',
    );
    expect(atCap.statusCode).toBe(201);
    // A declared length past the cap is refused before a byte is stored.
    const declared = await upload(
      `/api/admin/clients/${clientId}/materials/files`,
      { title: 'Too big', fileName: 'big.bin' },
      Buffer.alloc(maxBytes + 1, 1),
    );
    expect(declared.statusCode).toBe(413);
    const rowsAfter = await app
      .knex('client_materials')
      .where({ client_id: clientId })
      .count('* as n');
    expect(Number(rowsAfter[0]!.n)).toBe(Number(rowsBefore[0]!.n) + 1);
    expect(filesOnDisk()).toHaveLength(before.length + 1);
  });

  it('refuses an empty file and a missing name', async () => {
    const email = address('empty');
    await buy(email, 'single');
    const clientId = await clientIdOf(email);
    const before = filesOnDisk();
    const empty = await upload(
      `/api/admin/clients/${clientId}/materials/files`,
      { title: 'Nothing', fileName: 'nothing.txt' },
      Buffer.alloc(0),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(materialMessages.fileEmpty);
    const noName = await upload(
      `/api/admin/clients/${clientId}/materials/files`,
      { title: 'No name' },
      Buffer.from('x'),
    );
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors).toEqual({ fileName: materialMessages.fileNameRequired });
    expect(filesOnDisk()).toEqual(before);
  });
});

describe('links', () => {
  it('stores http and https links only', async () => {
    const email = address('links');
    await buy(email, 'single');
    const clientId = await clientIdOf(email);
    for (const url of [
      'javascript:alert(1)',
      'ftp://files.example.com/a.pdf',
      'example.com/x',
      'data:text/html,hi',
    ]) {
      const refused = await owner.send('POST', `/api/admin/clients/${clientId}/materials`, {
        title: 'Reading',
        url,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ url: materialMessages.urlInvalid });
    }
    const ok = await owner.send('POST', `/api/admin/clients/${clientId}/materials`, {
      title: 'Reading',
      url: 'https://example.com/reading?x=1',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ kind: 'link', url: 'https://example.com/reading?x=1' });
    const cookie = await portalCookie(email);
    expect((await asClient(cookie, '/api/portal/materials')).json().materials).toHaveLength(1);
    // A link has no file to download.
    const file = await asClient(cookie, `/api/portal/materials/${ok.json().id}/file`);
    expect(file.statusCode).toBe(404);
  });
});

describe('a package-wide material', () => {
  it('reaches every buyer of that package, and no one else', async () => {
    const first = address('buyer-one');
    await buy(first, '10-session');
    const firstId = await clientIdOf(first);
    const second = address('buyer-two');
    await buy(second, '10-session');
    const other = address('other-package');
    await buy(other, '5-session');

    const notHis = await owner.send('POST', `/api/admin/clients/${firstId}/materials`, {
      title: `Toolkit ${domain}`,
      url: 'https://example.com/toolkit',
      packageType: '5-session',
    });
    expect(notHis.statusCode).toBe(409);
    expect(notHis.json().message).toBe(materialMessages.notHisPackage);

    const created = await upload(
      `/api/admin/clients/${firstId}/materials/files`,
      { title: `Custom toolkit ${domain}`, fileName: 'toolkit.pdf', packageType: '10-session' },
      Buffer.from('the toolkit'),
    );
    expect(created.statusCode).toBe(201);
    const material = created.json() as Material;
    expect(material.packageType).toBe('10-session');
    const audit = await app
      .knex('audit_log')
      .where({ action: 'client.material-added', target: `material ${material.id}` })
      .first();
    expect(audit).toBeDefined();

    const secondCookie = await portalCookie(second);
    const seen = (await asClient(secondCookie, '/api/portal/materials')).json()
      .materials as Material[];
    expect(seen.map((one) => one.id)).toContain(material.id);
    const download = await asClient(secondCookie, `/api/portal/materials/${material.id}/file`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('the toolkit');

    const otherCookie = await portalCookie(other);
    const notSeen = (await asClient(otherCookie, '/api/portal/materials')).json()
      .materials as Material[];
    expect(notSeen.map((one) => one.id)).not.toContain(material.id);
    expect(
      (await asClient(otherCookie, `/api/portal/materials/${material.id}/file`)).statusCode,
    ).toBe(404);

    // Removed from the first buyer's page: gone for every buyer, bytes included.
    const removed = await owner.send('DELETE', `/api/admin/materials/${material.id}`);
    expect(removed.statusCode).toBe(204);
    expect(
      (await asClient(secondCookie, `/api/portal/materials/${material.id}/file`)).statusCode,
    ).toBe(404);
  });
});

describe('recordings', () => {
  it('are attached only to a held session of a package that keeps recordings', async () => {
    const email = address('recorded');
    const { sessionId } = await buy(email, '10-session');
    const clientId = await clientIdOf(email);
    const link = { title: 'Session recording', url: 'https://meet.example.com/rec/123' };

    const notHeld = await owner.send('POST', `/api/admin/sessions/${sessionId}/recordings`, link);
    expect(notHeld.statusCode).toBe(409);
    expect(notHeld.json().message).toBe(materialMessages.recordingNotHeld);
    const notHeldFile = await upload(
      `/api/admin/sessions/${sessionId}/recordings/files`,
      { title: 'Session recording', fileName: 'rec.mp4' },
      Buffer.from('video'),
      'video/mp4',
    );
    expect(notHeldFile.statusCode).toBe(409);

    const marked = await owner.send('POST', `/api/admin/sessions/${sessionId}/attendance`, {
      attendance: 'held',
    });
    expect(marked.statusCode).toBe(200);
    const added = await owner.send('POST', `/api/admin/sessions/${sessionId}/recordings`, link);
    expect(added.statusCode).toBe(201);
    const file = await upload(
      `/api/admin/sessions/${sessionId}/recordings/files`,
      { title: 'Session recording (file)', fileName: 'rec.mp4' },
      Buffer.from('the video'),
      'video/mp4',
    );
    expect(file.statusCode).toBe(201);
    expect(file.json()).toMatchObject({ sessionId, contentType: 'video/mp4' });
    const audit = await app
      .knex('audit_log')
      .where({ action: 'session.recording-added', target: `session ${sessionId}` })
      .count('* as n');
    expect(Number(audit[0]!.n)).toBe(2);

    const coach = (
      await owner.send('GET', `/api/admin/clients/${clientId}/materials`)
    ).json() as ClientMaterials;
    expect(coach.recordings.map((one) => one.sessionId)).toEqual([sessionId, sessionId]);
    expect(coach.materials).toEqual([]);
    const cookie = await portalCookie(email);
    const portal = (await asClient(cookie, '/api/portal/materials')).json() as ClientMaterials;
    expect(portal.recordings.map((one) => one.id).sort()).toEqual(
      [added.json().id, file.json().id].sort(),
    );
    const download = await asClient(cookie, `/api/portal/materials/${file.json().id}/file`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('the video');
  });

  it('are refused for a package that does not keep them', async () => {
    const email = address('five');
    const { sessionId } = await buy(email, '5-session', { held: true });
    const refused = await owner.send('POST', `/api/admin/sessions/${sessionId}/recordings`, {
      title: 'Recording',
      url: 'https://meet.example.com/rec/9',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      materialMessages.recordingNotKept(packages['5-session'].name),
    );
    expect(
      (
        await owner.send('POST', '/api/admin/sessions/2147483000/recordings', {
          title: 'Recording',
          url: 'https://meet.example.com/rec/9',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('removing and erasing', () => {
  it('removes a material with its file and an audit line', async () => {
    const email = address('remove');
    await buy(email, 'single');
    const clientId = await clientIdOf(email);
    const before = filesOnDisk();
    const created = (
      await upload(
        `/api/admin/clients/${clientId}/materials/files`,
        { title: 'Plan', fileName: 'plan.pdf' },
        Buffer.from('plan'),
      )
    ).json() as Material;
    expect(filesOnDisk()).toHaveLength(before.length + 1);
    const removed = await owner.send('DELETE', `/api/admin/materials/${created.id}`);
    expect(removed.statusCode).toBe(204);
    expect(filesOnDisk()).toEqual(before);
    expect(await app.knex('client_materials').where({ id: created.id }).first()).toBeUndefined();
    const audit = await app
      .knex('audit_log')
      .where({ action: 'client.material-removed', target: `client ${clientId}` })
      .first();
    expect(audit).toBeDefined();
    expect((await owner.send('DELETE', `/api/admin/materials/${created.id}`)).statusCode).toBe(404);
  });

  it("erasing a person deletes his files from disk as well as his rows, and keeps others'", async () => {
    const email = address('erased');
    const { sessionId } = await buy(email, '10-session', { held: true });
    const clientId = await clientIdOf(email);
    const keep = address('kept');
    await buy(keep, 'single');
    const keepId = await clientIdOf(keep);
    const before = filesOnDisk();
    await upload(
      `/api/admin/clients/${clientId}/materials/files`,
      { title: 'Mine', fileName: 'a.pdf' },
      Buffer.from('a'),
    );
    await upload(
      `/api/admin/sessions/${sessionId}/recordings/files`,
      { title: 'Rec', fileName: 'r.mp4' },
      Buffer.from('r'),
      'video/mp4',
    );
    const kept = (
      await upload(
        `/api/admin/clients/${keepId}/materials/files`,
        { title: 'Theirs', fileName: 'b.pdf' },
        Buffer.from('b'),
      )
    ).json() as Material;
    expect(filesOnDisk()).toHaveLength(before.length + 3);

    const erased = await owner.send(
      'DELETE',
      `/api/admin/person?email=${encodeURIComponent(email)}`,
    );
    expect(erased.statusCode).toBe(200);
    expect(
      await app.knex('client_materials').where({ client_id: clientId }).first(),
    ).toBeUndefined();
    expect(filesOnDisk()).toHaveLength(before.length + 1);
    const keepCookie = await portalCookie(keep);
    expect((await asClient(keepCookie, `/api/portal/materials/${kept.id}/file`)).body).toBe('b');
  });
});
