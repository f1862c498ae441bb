// Calls of the clinic cabinet: clinic profile, services, doctors and schedules, images. Every `user`
// call is scoped to the caller's own partition; GET /api/img is public by design (the widget shows the
// images) and serves only confirmed images by their unguessable names.
import * as z from 'zod/mini';
import { clinicUpdateSchema, clinicViewSchema } from '../schemas/clinic';
import {
  doctorCreateSchema,
  doctorDeleteQuerySchema,
  doctorListUpdateSchema,
  doctorListViewSchema,
  doctorViewSchema,
} from '../schemas/doctor';
import {
  imageBufferAnswerSchema,
  imageBufferSchema,
  imageConfirmSchema,
  imageQuerySchema,
  imageUploadSchema,
  imageUploadTicketSchema,
} from '../schemas/images';
import { settingUpdateSchema, settingViewSchema } from '../schemas/services';
import type { Endpoint } from './endpoint';
import { binary, noContent } from './endpoint';

export const clinicGet = {
  method: 'GET',
  path: '/api/clinic',
  access: 'user',
  answer: clinicViewSchema,
  errors: [401],
  summary: 'Профиль клиники: название, логотип, валюта, адреса, специализации, часовой пояс',
} as const satisfies Endpoint;

export const clinicUpdate = {
  method: 'PUT',
  path: '/api/clinic',
  access: 'user',
  body: clinicUpdateSchema,
  answer: clinicViewSchema,
  errors: [401, 409],
  summary: 'Изменить профиль клиники (пустые адреса отбрасываются)',
} as const satisfies Endpoint;

export const settingGet = {
  method: 'GET',
  path: '/api/setting',
  access: 'user',
  answer: settingViewSchema,
  errors: [401],
  summary: 'Услуги клиники: направления и услуги с ценами, в порядке показа',
} as const satisfies Endpoint;

export const settingUpdate = {
  method: 'PUT',
  path: '/api/setting',
  access: 'user',
  body: settingUpdateSchema,
  answer: settingViewSchema,
  errors: [401, 409],
  summary: 'Сохранить услуги; переименованные направления переименовываются и у врачей',
} as const satisfies Endpoint;

export const doctorList = {
  method: 'GET',
  path: '/api/doctor',
  access: 'user',
  answer: doctorListViewSchema,
  errors: [401],
  summary: 'Врачи клиники (без удалённых), с расписанием записи',
} as const satisfies Endpoint;

export const doctorUpdate = {
  method: 'PUT',
  path: '/api/doctor',
  access: 'user',
  body: doctorListUpdateSchema,
  answer: doctorListViewSchema,
  errors: [401, 404, 409],
  summary: 'Сохранить изменённых врачей (одной транзакцией); отвечает всем списком',
} as const satisfies Endpoint;

export const doctorCreate = {
  method: 'POST',
  path: '/api/doctor',
  access: 'user',
  body: doctorCreateSchema,
  answer: doctorViewSchema,
  successStatus: 201,
  errors: [401, 409],
  summary: 'Добавить врача вручную (с недельным расписанием)',
} as const satisfies Endpoint;

export const doctorDelete = {
  method: 'DELETE',
  path: '/api/doctor',
  access: 'user',
  query: doctorDeleteQuerySchema,
  answer: noContent,
  successStatus: 204,
  errors: [401, 404, 409],
  summary: 'Удалить врача (флаг deleteDoctor: врач пропадает из кабинета и виджета); version: с какой версии врача решено удалить',
} as const satisfies Endpoint;

export const imageUpload = {
  method: 'POST',
  path: '/api/img/upload',
  access: 'user',
  body: imageUploadSchema,
  answer: imageUploadTicketSchema,
  errors: [401],
  summary: 'Ссылка для загрузки изображения прямо в S3 (presigned POST: тип и до 10240 КБ)',
} as const satisfies Endpoint;

export const imageConfirm = {
  method: 'POST',
  path: '/api/img/confirm',
  access: 'user',
  body: imageConfirmSchema,
  answer: z.union([clinicViewSchema, doctorViewSchema]),
  errors: [401, 404],
  summary: 'Подтвердить загрузку: проверка типа по содержимому, запись логотипа или фото врача',
} as const satisfies Endpoint;

export const imageGet = {
  method: 'GET',
  path: '/api/img',
  access: 'public',
  query: imageQuerySchema,
  answer: binary,
  errors: [404],
  summary: 'Изображение по имени, уменьшенное до 250/500/750 px или 250x250 (кешируется)',
} as const satisfies Endpoint;

export const imageBuffer = {
  method: 'POST',
  path: '/api/img/buffer',
  access: 'user',
  body: imageBufferSchema,
  answer: imageBufferAnswerSchema,
  errors: [401, 404],
  summary: 'Байты своего изображения (base64) для превью и кадрирования',
} as const satisfies Endpoint;
