// Russian texts the account calls answer with.
export const accountMessages = {
  confirmationSent: (email: string) => `Мы отправили письмо на ${email}. Откройте ссылку из него, чтобы войти в кабинет`,
  tooManySignUps: 'На этот email уже отправлено несколько писем. Проверьте почту (и папку «Спам») или попробуйте позже',
  confirmationInvalid:
    'Ссылка недействительна: она уже использована или устарела. Если вы уже подтвердили регистрацию, войдите в кабинет; иначе зарегистрируйтесь снова',
  emailRegisteredMeanwhile: 'Аккаунт с этим email уже есть: войдите в кабинет',
  emailTaken: 'Пользователь с таким email уже зарегистрирован',
  wrongCredentials: 'Неверный email или пароль',
  loginLocked: (seconds: number) =>
    `Слишком много неудачных попыток входа. Вход с этим email временно закрыт: попробуйте снова через ${Math.ceil(seconds / 60)} мин.`,
  wrongOldPassword: 'Старый пароль указан неверно',
  wrongCurrentPassword: 'Неверный пароль',
  emailNeedsPassword: 'Email для входа меняется только с текущим паролем: нажмите «Сменить email»',
  emailUnchanged: 'Это и есть ваш текущий email',
  emailChangeLocked: (seconds: number) =>
    `Слишком много неверных паролей. Смена email и вход временно закрыты: попробуйте снова через ${Math.ceil(seconds / 60)} мин.`,
  passwordChangedMeanwhile: 'Пароль только что изменили в другом окне: войдите снова с новым паролем',
  accountGone: 'Аккаунт не найден: войдите снова',
};
