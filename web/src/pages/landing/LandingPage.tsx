// The landing page (docs/contract/cabinet.md §2): intro, video, mobile, call to action, tariffs, form, footer.
// Prerendered into web/index.html at build time (web/prerender); main.ts wires the form there. The
// app (app.html) renders it too for in-app links to "/", and wires the form itself.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../ui/Logo';
import { SUPPORT_EMAIL, SUPPORT_TELEGRAM } from '../../config';
import { DIGNITIES, FEATURES, formatRubles, TARIFFS } from './content';
import { CheckIcon, LockIcon, PhoneMock, WidgetMock } from './illustrations';
import { attachLeadForm } from './lead-form';
import { LeadForm } from './LeadForm';
import '../../ui/ui.css';
import './landing.css';

export default function LandingPage() {
  const page = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const form = page.current?.querySelector<HTMLFormElement>('#lead-form');
    return form ? attachLeadForm(form) : undefined;
  }, []);
  return (
    <div className="landing" ref={page}>
      <a className="skip-link" href="#main">
        К содержимому
      </a>
      <header className="landing-header">
        <div className="landing-container landing-header__inner">
          <Logo />
          <nav className="landing-header__nav" aria-label="Разделы страницы">
            <a href="#features">Возможности</a>
            <a href="#tariffs">Тарифы</a>
            <a href="#connectionForm">Подключение</a>
          </nav>
          <Link to="/user" className="btn btn--secondary btn--small landing-header__login">
            Войти
          </Link>
        </div>
      </header>

      <main id="main">
        <section className="landing-container hero" aria-labelledby="hero-title">
          <div className="hero__text">
            <span className="badge">Бета-версия</span>
            <h1 id="hero-title">Онлайн-запись и квизы, которые приводят пациентов в&nbsp;клинику</h1>
            <p className="hero__lead">
              ДентЛид — сервис для стоматологий: виджет записи на сайт с расписанием из МИС, квизы для рекламы и все заявки в одном
              кабинете.
            </p>
            <ul className="hero__points">
              <li>
                <CheckIcon /> Один тариф — все возможности включены
              </li>
              <li>
                <CheckIcon /> Без ограничений по количеству сайтов и врачей
              </li>
            </ul>
            <div className="hero__actions">
              <a href="#connectionForm" className="btn btn--primary">
                Подключить клинику
              </a>
              <a href="#tariffs" className="btn btn--ghost">
                Тарифы
              </a>
            </div>
          </div>
          <div className="hero__visual">
            <WidgetMock />
          </div>
        </section>

        <section className="landing-container landing-section" id="features" aria-labelledby="video-title">
          <div className="section-head">
            <h2 id="video-title">Как это работает</h2>
            <p>Пациент выбирает врача и время прямо на сайте клиники, заявка мгновенно приходит администратору.</p>
          </div>
          <figure className="video-poster">
            <div className="video-poster__frame">
              <span className="video-poster__play" aria-hidden="true">
                <svg viewBox="0 0 24 24" width="28" height="28">
                  <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
                </svg>
              </span>
              <span className="video-poster__title">Видеообзор: от подключения до первой заявки</span>
            </div>
            <figcaption>Видеообзор подключения появится здесь в ближайшее время</figcaption>
          </figure>
          <ul className="features">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="feature">
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="landing-container landing-section mobile-block" aria-labelledby="mobile-title">
          <div className="mobile-block__visual">
            <PhoneMock />
          </div>
          <div className="mobile-block__text">
            <h2 id="mobile-title">Удобно с телефона</h2>
            <p>
              Виджет записи и квизы подстраиваются под любой экран. Пациент записывается в пару касаний — без приложений, звонков и
              регистрации.
            </p>
            <ul className="plain-list">
              <li>
                <CheckIcon /> Крупные кнопки и понятные шаги
              </li>
              <li>
                <CheckIcon /> Номер телефона с маской +7 — без ошибок в контактах
              </li>
              <li>
                <CheckIcon /> Быстрая загрузка даже на мобильном интернете
              </li>
            </ul>
          </div>
        </section>

        <section className="landing-container cta" aria-labelledby="cta-title">
          <div>
            <h2 id="cta-title">Подключите ДентЛид к сайту клиники</h2>
            <p>Поможем настроить интеграцию с МИС и установить виджет — это займёт один день.</p>
          </div>
          <a href="#connectionForm" className="btn btn--primary">
            Оставить заявку
          </a>
        </section>

        <section className="landing-container landing-section" id="tariffs" aria-labelledby="tariffs-title">
          <div className="section-head">
            <h2 id="tariffs-title">Тарифы</h2>
            <p>Пока сервис в бета-версии, доступен один тариф со всеми возможностями.</p>
          </div>
          <ul className="tariffs">
            {TARIFFS.map((tariff) => (
              <li key={tariff.name} className={`tariff${tariff.available ? ' tariff--available' : ''}`}>
                <div className="tariff__head">
                  <h3>{tariff.name}</h3>
                  <span className={`tariff__status${tariff.available ? '' : ' tariff__status--off'}`}>
                    {tariff.available ? 'Доступен' : 'Скоро'}
                  </span>
                </div>
                <p className="tariff__price">
                  {formatRubles(tariff.cost)} <span>/ месяц</span>
                </p>
                <p className="tariff__description">{tariff.description}</p>
                <ul className="tariff__dignities" aria-label={`Что входит в тариф ${tariff.name}`}>
                  {DIGNITIES.map((dignity) => (
                    <li key={dignity}>
                      {tariff.available ? <CheckIcon /> : <LockIcon />}
                      {dignity}
                    </li>
                  ))}
                </ul>
                {tariff.available ? (
                  <a href="#connectionForm" className="btn btn--primary btn--block">
                    Подключить
                  </a>
                ) : (
                  <button type="button" className="btn btn--secondary btn--block" disabled>
                    Недоступен
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>

        <section className="landing-container landing-section connect" id="connectionForm" aria-labelledby="connect-title">
          <div className="connect__text">
            <h2 id="connect-title">Заявка на подключение</h2>
            <p>Оставьте контакты — менеджер свяжется с вами, покажет кабинет и поможет подключить клинику.</p>
            <ul className="plain-list">
              <li>
                <CheckIcon /> Настроим интеграцию с вашей МИС
              </li>
              <li>
                <CheckIcon /> Установим виджет на сайт
              </li>
              <li>
                <CheckIcon /> Подключим уведомления о заявках
              </li>
            </ul>
          </div>
          <LeadForm />
        </section>
      </main>

      <footer className="landing-footer">
        <div className="landing-container landing-footer__inner">
          <div className="landing-footer__brand">
            <Logo />
            <span>© 2023–2024 ДентЛид</span>
          </div>
          <nav className="landing-footer__links" aria-label="Документы и поддержка">
            <Link to="/policy">Политика обработки персональных данных</Link>
            <a href={`https://t.me/${SUPPORT_TELEGRAM}`} target="_blank" rel="noreferrer">
              Поддержка в Telegram: @{SUPPORT_TELEGRAM}
            </a>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </nav>
        </div>
      </footer>
    </div>
  );
}
