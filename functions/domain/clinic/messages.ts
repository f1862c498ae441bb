// Russian texts the clinic calls answer with (the image texts live in shared/schemas/images.ts).
export const clinicMessages = {
  logoOnlyByUpload: 'Логотип меняется только загрузкой файла',
  doctorNotFound: 'Врач не найден',
  unknownDirection: (name: string) => `Направление «${name}» не найдено в ваших услугах: сохраните услуги и повторите`,
  misName: 'Имя врача из МИС меняется в МИС',
  misSchedule: 'Расписание врача из МИС ведёт МИС',
  photoOnlyByUpload: 'Фото врача меняется только загрузкой файла',
  cannotAccept: (problems: string[]) => `Врач не может принимать: ${problems.join(', ')}`,
  tooManyDoctorsForRename: (limit: number) =>
    `Переименовать адрес сразу у более чем ${limit} врачей нельзя: переименуйте его частями или обратитесь в поддержку`,
  tooManyDoctorsForServiceRename: (limit: number) =>
    `Переименовать услуги сразу у более чем ${limit} врачей нельзя: переименуйте их частями или обратитесь в поддержку`,
  duplicateDoctor: 'Один и тот же врач указан в списке дважды',
} as const;
