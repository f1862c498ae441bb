// Rows of the clinic cabinet: clinic profile, services, doctors and schedules, images.
// Contracts: shared/api/clinic.ts. Every `user` row is scoped to the
// caller's own partition (the user id comes from the token); GET /api/img is public by design (the
// widget shows the images) and serves only confirmed images by their unguessable names.
// One export per row, each pure: a handler imports its own row and its bundle keeps only that row.
import * as api from '../../shared/api/clinic';
import { route } from '../http/route';

const publicKeys = ['publicKeys'] as const;

export const clinicGet = /* @__PURE__ */ route(api.clinicGet, {
  roles: 'everyone',
  handler: 'functions/handlers/clinic/get.ts',
  grants: { table: ['GetItem'], secrets: [...publicKeys] },
});

export const clinicUpdate = /* @__PURE__ */ route(api.clinicUpdate, {
  roles: 'owner',
  handler: 'functions/handlers/clinic/update.ts',
  grants: { table: ['GetItem', 'Query', 'PutItem'], secrets: [...publicKeys] },
});

export const settingGet = /* @__PURE__ */ route(api.settingGet, {
  roles: 'everyone',
  handler: 'functions/handlers/clinic/setting-get.ts',
  grants: { table: ['GetItem'], secrets: [...publicKeys] },
});

export const settingUpdate = /* @__PURE__ */ route(api.settingUpdate, {
  roles: 'owner',
  handler: 'functions/handlers/clinic/setting-update.ts',
  grants: { table: ['GetItem', 'Query', 'PutItem'], secrets: [...publicKeys] },
});

export const doctorList = /* @__PURE__ */ route(api.doctorList, {
  roles: 'everyone',
  handler: 'functions/handlers/clinic/doctor-list.ts',
  grants: { table: ['GetItem', 'Query'], secrets: [...publicKeys] },
});

export const doctorUpdate = /* @__PURE__ */ route(api.doctorUpdate, {
  roles: 'schedules',
  handler: 'functions/handlers/clinic/doctor-update.ts',
  grants: { table: ['GetItem', 'Query', 'PutItem'], secrets: [...publicKeys] },
});

export const doctorCreate = /* @__PURE__ */ route(api.doctorCreate, {
  roles: 'schedules',
  handler: 'functions/handlers/clinic/doctor-create.ts',
  grants: { table: ['GetItem', 'Query', 'PutItem'], secrets: [...publicKeys] },
});

export const doctorDelete = /* @__PURE__ */ route(api.doctorDelete, {
  roles: 'schedules',
  handler: 'functions/handlers/clinic/doctor-delete.ts',
  grants: { table: ['GetItem', 'UpdateItem', 'PutItem'], secrets: [...publicKeys] },
});

export const imageUpload = /* @__PURE__ */ route(api.imageUpload, {
  roles: 'schedules',
  handler: 'functions/handlers/images/upload.ts',
  grants: { table: ['GetItem'], buckets: { images: { put: ['uploads'] } }, secrets: [...publicKeys] },
});

export const imageConfirm = /* @__PURE__ */ route(api.imageConfirm, {
  roles: 'schedules',
  handler: 'functions/handlers/images/confirm.ts',
  reservedConcurrency: 10,
  grants: {
    table: ['GetItem', 'Query', 'UpdateItem'],
    // Copies the upload to originals/ and deletes it.
    buckets: { images: { get: ['uploads'], put: ['originals'], delete: ['uploads'] } },
    secrets: [...publicKeys],
  },
});

export const imageGet = /* @__PURE__ */ route(api.imageGet, {
  handler: 'functions/handlers/images/get.ts',
  reservedConcurrency: 20,
  grants: { buckets: { images: { get: ['originals', 'variants'], put: ['variants'] } } },
  crossOrigin: true,
  edgeCached: { keyedBy: ['name', 'size'] },
});

export const imageBuffer = /* @__PURE__ */ route(api.imageBuffer, {
  roles: 'schedules',
  handler: 'functions/handlers/images/buffer.ts',
  reservedConcurrency: 10,
  grants: { table: ['GetItem'], buckets: { images: { get: ['originals', 'variants'], put: ['variants'] } }, secrets: [...publicKeys] },
});
