// Russian texts the account calls answer with.
const minutes = (seconds: number) => Math.ceil(seconds / 60);

export const accountMessages = {
  confirmationSent: (email: string) => `Мы отправили письмо на ${email}. Откройте ссылку из него, чтобы войти в кабинет`,
  tooManySignUps: 'На этот email уже отправлено несколько писем. Проверьте почту (и папку «Спам») или попробуйте позже',
  confirmationInvalid:
    'Ссылка недействительна: она уже использована или устарела. Если вы уже подтвердили регистрацию, войдите в кабинет; иначе зарегистрируйтесь снова',
  emailRegisteredMeanwhile: 'Аккаунт с этим email уже есть: войдите в кабинет',
  emailTaken: 'Пользователь с таким email уже зарегистрирован',
  wrongCredentials: 'Неверный email или пароль',
  loginLocked: (seconds: number) =>
    `Слишком много неудачных попыток входа. Вход по паролю с этим email временно закрыт: попробуйте снова через ${minutes(seconds)} мин. ` +
    'или войдите по ссылке, которую мы пришлём на этот email',
  emailNotConfirmed: (email: string) =>
    `Email ${email} ещё не подтверждён: откройте ссылку из письма, которое мы на него отправили. Письма нет? Отправьте его ещё раз`,
  wrongOldPassword: 'Старый пароль указан неверно',
  wrongCurrentPassword: 'Неверный пароль',
  emailNeedsPassword: 'Email для входа меняется только с текущим паролем: нажмите «Сменить email»',
  emailUnchanged: 'Это и есть ваш текущий email',
  emailChangeLocked: (seconds: number) =>
    `Слишком много неверных паролей. Смена email и вход временно закрыты: попробуйте снова через ${minutes(seconds)} мин.`,
  passwordChangeLocked: (seconds: number) =>
    `Слишком много неверных паролей. Смена пароля и вход временно закрыты: попробуйте снова через ${minutes(seconds)} мин.`,
  emailChangeSent: (email: string) =>
    `Мы отправили письмо на ${email}. Email для входа сменится, когда вы откроете ссылку из него (она действует 24 часа)`,
  signInLinkSent: (email: string) =>
    `Если аккаунт с email ${email} есть, мы отправили на него письмо со ссылкой для входа. Проверьте почту (и папку «Спам»)`,
  resetLinkSent: (email: string) =>
    `Если аккаунт с email ${email} есть, мы отправили на него письмо со ссылкой для нового пароля. Проверьте почту (и папку «Спам»)`,
  tooManyLinks: (seconds: number) =>
    `На этот email уже отправлено несколько писем. Проверьте почту (и папку «Спам») или попробуйте снова через ${minutes(seconds)} мин.`,
  linkInvalid: 'Ссылка недействительна: она уже использована, устарела или заменена более новой. Запросите новую',
  loginEmailTaken: 'С этим email уже есть другой аккаунт ДентЛид: email для входа не изменён',
  passwordChangedMeanwhile: 'Пароль только что изменили в другом окне: войдите снова с новым паролем',
  accountGone: 'Аккаунт не найден: войдите снова',
};
