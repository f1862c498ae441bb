import { ComingSoon } from './ComingSoon';

export default function ClinicScreen() {
  return (
    <ComingSoon
      title="Ваша клиника"
      description="Здесь будут логотип и название клиники, валюта, адреса и специалисты клиники, а также предпросмотр виджета записи."
    />
  );
}
