// Tenant isolation, row by row: a second clinic can neither read nor change the first one's clinic,
// services, doctors or images. Every clinic row of the route table must appear here.
import { testRuntime } from '../../infra/local/testing/runtime';
import * as clinicRoutes from '../routes/clinic';
import { api, registerAccount, versionOf, type ApiAnswer } from './api';
import { jpegBytes, setUpClinic, uploadImage } from './clinic-fixtures';

interface World {
  owner: string;
  intruder: string;
  ownerId: string;
  doctorId: string;
  logo: string;
  pendingPhoto: string;
}

let world: World;

beforeAll(async () => {
  const owner = (await registerAccount()).token;
  const intruder = (await registerAccount()).token;
  const { doctorId } = await setUpClinic(owner);
  const { name: logo } = await uploadImage(owner, 'logo', await jpegBytes(), 'image/jpeg');
  const ticket = await api('POST', '/api/img/upload', { token: owner, body: { target: 'circle', contentType: 'image/jpeg', doctorId } });
  await setUpClinic(intruder);
  world = {
    owner,
    intruder,
    ownerId: (await api('GET', '/api/clinic', { token: owner })).body._id,
    doctorId,
    logo,
    pendingPhoto: ticket.body.name,
  };
});

/** What the owner sees; nothing the intruder does may change it. */
async function ownerState() {
  const token = world.owner;
  const doctors = (await api('GET', '/api/doctor', { token })).body.map(
    ({ appointment: _slots, ...rest }: Record<string, unknown>) => rest,
  );
  return {
    clinic: (await api('GET', '/api/clinic', { token })).body,
    setting: (await api('GET', '/api/setting', { token })).body,
    doctors,
  };
}

type Attempt = (w: World) => Promise<ApiAnswer>;
const cases: Record<keyof typeof clinicRoutes, Attempt> = {
  clinicGet: async (w) => api('GET', '/api/clinic', { token: w.intruder }),
  clinicUpdate: async (w) =>
    api('PUT', '/api/clinic', {
      token: w.intruder,
      body: { version: await versionOf('/api/clinic', w.intruder), clinic: 'Захвачено', _id: w.ownerId, logo: w.logo },
    }),
  settingGet: async (w) => api('GET', '/api/setting', { token: w.intruder }),
  settingUpdate: async (w) =>
    api('PUT', '/api/setting', {
      token: w.intruder,
      body: {
        version: await versionOf('/api/setting', w.intruder),
        setting: { servicesList: { Захват: [] } },
        renaming: { Терапия: 'Захват' },
      },
    }),
  doctorList: async (w) => api('GET', '/api/doctor', { token: w.intruder }),
  doctorUpdate: async (w) =>
    api('PUT', '/api/doctor', {
      token: w.intruder,
      body: { doctorList: [{ _id: w.doctorId, version: 1, name: 'Захвачен', status: false }] },
    }),
  doctorCreate: async (w) => api('POST', '/api/doctor', { token: w.intruder, body: { name: 'Чужой' } }),
  doctorDelete: async (w) => api('DELETE', `/api/doctor?id=${w.doctorId}&version=1`, { token: w.intruder }),
  imageUpload: async (w) =>
    api('POST', '/api/img/upload', { token: w.intruder, body: { target: 'circle', contentType: 'image/jpeg', doctorId: w.doctorId } }),
  imageConfirm: async (w) => api('POST', '/api/img/confirm', { token: w.intruder, body: { name: w.pendingPhoto } }),
  imageGet: async (w) => api('GET', `/api/img?name=${w.logo}&size=250`),
  imageBuffer: async (w) => api('POST', '/api/img/buffer', { token: w.intruder, body: { src: w.logo } }),
};

/** How each attempt must end: it sees or touches only the intruder's own data, or is refused. */
const expectations: Record<keyof typeof clinicRoutes, (answer: ApiAnswer, w: World) => void> = {
  clinicGet: (a, w) => expect(a.body._id).not.toBe(w.ownerId),
  clinicUpdate: (a, w) => expect([a.status, a.body?._id]).not.toEqual([200, w.ownerId]),
  settingGet: (a) => expect(a.status).toBe(200),
  settingUpdate: (a) => expect(a.status).toBe(200),
  doctorList: (a, w) => expect(a.body.map((d: { _id: string }) => d._id)).not.toContain(w.doctorId),
  doctorUpdate: (a) => expect(a.status).toBe(404),
  doctorCreate: (a) => expect(a.status).toBe(201),
  doctorDelete: (a) => expect(a.status).toBe(404),
  // The ticket names the intruder as owner; confirming it can only ever touch the intruder's partition.
  imageUpload: (a, w) => expect(a.body.name.startsWith(`${w.ownerId}_`)).toBe(false),
  imageConfirm: (a) => expect(a.status).toBe(404),
  // Public by design: the widget shows the image to anyone who knows its unguessable name.
  imageGet: (a) => expect(a.status).toBe(200),
  imageBuffer: (a) => expect(a.status).toBe(404),
};

describe('tenant isolation of the clinic rows', () => {
  it('covers every clinic row', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(clinicRoutes).sort());
  });

  it.each(Object.keys(cases) as Array<keyof typeof clinicRoutes>)(
    '%s: a second clinic cannot read or change the first one’s data',
    async (row) => {
      const before = await ownerState();
      const answer = await cases[row](world);
      expectations[row](answer, world);
      if (row !== 'doctorList') expect(JSON.stringify(answer.body ?? '')).not.toContain('Иванова Анна');
      expect(await ownerState()).toEqual(before);
    },
  );

  it('the confirm of the intruder’s own ticket for the owner’s doctor finds no doctor', async () => {
    const ticket = await api('POST', '/api/img/upload', {
      token: world.intruder,
      body: { target: 'circle', contentType: 'image/jpeg', doctorId: world.doctorId },
    });
    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.body.fields as Record<string, string>)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(await jpegBytes())], { type: 'image/jpeg' }), 'x.jpg');
    expect((await fetch(new URL(ticket.body.url, testRuntime().appUrl), { method: 'POST', body: form })).status).toBe(204);
    const before = await ownerState();
    expect((await api('POST', '/api/img/confirm', { token: world.intruder, body: { name: ticket.body.name } })).status).toBe(404);
    expect(await ownerState()).toEqual(before);
  });
});
