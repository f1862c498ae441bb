// Rows of the clinic cabinet: clinic profile, services, doctors and schedules, images.
// Contracts: shared/schemas/{clinic,services,doctor,images}.ts. Every `user` row is scoped to the
// caller's own partition (the user id comes from the token); GET /api/img is public by design (the
// widget shows the images) and serves only confirmed images by their unguessable names.
import { clinicUpdateSchema } from '../../shared/schemas/clinic';
import { doctorCreateSchema, doctorDeleteQuerySchema, doctorListUpdateSchema } from '../../shared/schemas/doctor';
import { imageBufferSchema, imageConfirmSchema, imageQuerySchema, imageUploadSchema } from '../../shared/schemas/images';
import { settingUpdateSchema } from '../../shared/schemas/services';
import { route } from '../http/route';

const publicKeys = ['publicKeys'] as const;

export const clinicRoutes = {
  clinicGet: route({
    method: 'GET', path: '/api/clinic', handler: 'functions/handlers/clinic/get.ts',
    access: 'user', grants: { table: 'read', secrets: [...publicKeys] },
    summary: 'Профиль клиники: название, логотип, валюта, адреса, специализации, часовой пояс',
  }),
  clinicUpdate: route({
    method: 'PUT', path: '/api/clinic', handler: 'functions/handlers/clinic/update.ts',
    access: 'user', body: clinicUpdateSchema, grants: { table: 'readWrite', secrets: [...publicKeys] },
    summary: 'Изменить профиль клиники (пустые адреса отбрасываются)',
  }),
  settingGet: route({
    method: 'GET', path: '/api/setting', handler: 'functions/handlers/clinic/setting-get.ts',
    access: 'user', grants: { table: 'read', secrets: [...publicKeys] },
    summary: 'Услуги клиники: направления и услуги с ценами, в порядке показа',
  }),
  settingUpdate: route({
    method: 'PUT', path: '/api/setting', handler: 'functions/handlers/clinic/setting-update.ts',
    access: 'user', body: settingUpdateSchema, grants: { table: 'readWrite', secrets: [...publicKeys] },
    summary: 'Сохранить услуги; переименованные направления переименовываются и у врачей',
  }),
  doctorList: route({
    method: 'GET', path: '/api/doctor', handler: 'functions/handlers/clinic/doctor-list.ts',
    access: 'user', grants: { table: 'read', secrets: [...publicKeys] },
    summary: 'Врачи клиники (без удалённых), с расписанием записи',
  }),
  doctorUpdate: route({
    method: 'PUT', path: '/api/doctor', handler: 'functions/handlers/clinic/doctor-update.ts',
    access: 'user', body: doctorListUpdateSchema, grants: { table: 'readWrite', secrets: [...publicKeys] },
    summary: 'Сохранить изменённых врачей (одной транзакцией); отвечает всем списком',
  }),
  doctorCreate: route({
    method: 'POST', path: '/api/doctor', handler: 'functions/handlers/clinic/doctor-create.ts',
    access: 'user', body: doctorCreateSchema, grants: { table: 'readWrite', secrets: [...publicKeys] },
    summary: 'Добавить врача вручную (с недельным расписанием)', successStatus: 201,
  }),
  doctorDelete: route({
    method: 'DELETE', path: '/api/doctor', handler: 'functions/handlers/clinic/doctor-delete.ts',
    access: 'user', query: doctorDeleteQuerySchema, grants: { table: 'readWrite', secrets: [...publicKeys] },
    summary: 'Удалить врача (флаг deleteDoctor: врач пропадает из кабинета и виджета)', successStatus: 204,
  }),
  imageUpload: route({
    method: 'POST', path: '/api/img/upload', handler: 'functions/handlers/images/upload.ts',
    access: 'user', body: imageUploadSchema, grants: { buckets: { images: 'readWrite' }, secrets: [...publicKeys] },
    summary: 'Ссылка для загрузки изображения прямо в S3 (presigned POST: тип и до 10240 КБ)',
  }),
  imageConfirm: route({
    method: 'POST', path: '/api/img/confirm', handler: 'functions/handlers/images/confirm.ts',
    access: 'user', body: imageConfirmSchema, grants: { table: 'readWrite', buckets: { images: 'readWrite' }, secrets: [...publicKeys] },
    summary: 'Подтвердить загрузку: проверка типа по содержимому, запись логотипа или фото врача',
  }),
  imageGet: route({
    method: 'GET', path: '/api/img', handler: 'functions/handlers/images/get.ts',
    access: 'public', query: imageQuerySchema, grants: { buckets: { images: 'readWrite' } }, crossOrigin: true, edgeCached: true,
    summary: 'Изображение по имени, уменьшенное до 250/500/750 px или 250x250 (кешируется)',
  }),
  imageBuffer: route({
    method: 'POST', path: '/api/img/buffer', handler: 'functions/handlers/images/buffer.ts',
    access: 'user', body: imageBufferSchema, grants: { buckets: { images: 'readWrite' }, secrets: [...publicKeys] },
    summary: 'Байты своего изображения (base64) для превью и кадрирования',
  }),
} as const satisfies Record<string, ReturnType<typeof route>>;
