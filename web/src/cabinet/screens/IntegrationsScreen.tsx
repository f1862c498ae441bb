import { ComingSoon } from './ComingSoon';

export default function IntegrationsScreen() {
  return (
    <ComingSoon
      title="Ваши интеграции"
      description="Здесь будут подключения к МИС, почте, Telegram, amoCRM, Google Таблицам и Яндекс Метрике."
    />
  );
}
