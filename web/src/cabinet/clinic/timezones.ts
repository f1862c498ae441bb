// How the timezone select names the zones of shared/schemas/clinic.ts (none keeps daylight saving time).
import type { ClinicTimezone } from '../../../../shared/schemas/clinic';

export const TIMEZONE_LABELS: Record<ClinicTimezone, string> = {
  'Europe/Kaliningrad': 'Калининград (UTC+2)',
  'Europe/Moscow': 'Москва (UTC+3)',
  'Europe/Samara': 'Самара (UTC+4)',
  'Asia/Yekaterinburg': 'Екатеринбург (UTC+5)',
  'Asia/Omsk': 'Омск (UTC+6)',
  'Asia/Novosibirsk': 'Новосибирск (UTC+7)',
  'Asia/Krasnoyarsk': 'Красноярск (UTC+7)',
  'Asia/Irkutsk': 'Иркутск (UTC+8)',
  'Asia/Yakutsk': 'Якутск (UTC+9)',
  'Asia/Vladivostok': 'Владивосток (UTC+10)',
  'Asia/Magadan': 'Магадан (UTC+11)',
  'Asia/Kamchatka': 'Камчатка (UTC+12)',
  'Asia/Almaty': 'Алматы, Астана (UTC+5)',
  'Asia/Aqtobe': 'Актобе (UTC+5)',
  'Asia/Aqtau': 'Актау (UTC+5)',
  'Asia/Oral': 'Уральск (UTC+5)',
  'Asia/Qostanay': 'Костанай (UTC+5)',
};
