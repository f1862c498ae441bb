import { useQuery } from '@tanstack/react-query';
import { userQuery } from '../../api/user';
import { ComingSoon } from './ComingSoon';

export default function AccountScreen() {
  const { data: user } = useQuery(userQuery);
  return (
    <ComingSoon title="Ваш аккаунт" description="Здесь можно будет изменить имя, email, телефон и пароль, а также оплатить тариф.">
      {user ? (
        <dl className="account-card">
          <div>
            <dt>Имя</dt>
            <dd>{user.name}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>Телефон</dt>
            <dd>{user.phone}</dd>
          </div>
          <div>
            <dt>Оплачено до</dt>
            <dd>{user.validUntil ? new Date(user.validUntil).toLocaleDateString('ru-RU') : 'Тариф не оплачен'}</dd>
          </div>
        </dl>
      ) : null}
    </ComingSoon>
  );
}
