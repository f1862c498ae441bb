// The 404 page: in the app for an unknown in-app link, and prerendered into web/404.html, which
// CloudFront and the local server answer with status 404 for any unknown path.
import { Link } from 'react-router';
import { ErrorScreen } from './ErrorScreen';

export default function NotFoundPage() {
  return (
    <ErrorScreen
      label="404"
      title="Страница не найдена"
      text="Возможно, ссылка устарела или в адресе опечатка."
      actions={
        <>
          <Link to="/setting" className="btn btn--primary">
            В личный кабинет
          </Link>
          <Link to="/" className="btn btn--ghost">
            На главную
          </Link>
        </>
      }
    />
  );
}
