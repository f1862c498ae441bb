// Russian texts the account calls answer with.
export const accountMessages = {
  emailTaken: 'Пользователь с таким email уже зарегистрирован',
  wrongCredentials: 'Неверный email или пароль',
  wrongOldPassword: 'Старый пароль указан неверно',
  accountGone: 'Аккаунт не найден: войдите снова',
};
