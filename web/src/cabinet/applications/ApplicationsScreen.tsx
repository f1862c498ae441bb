// 'Заявки' (/setting/applocation, docs/contract/cabinet.md §2, issue 26 §1): the clinic's leads from the widget and
// quizzes, newest first, filtered on the server (search, period, staff status, doctor, source, utm_source,
// page) with counts, loaded page by page as the list scrolls; a lead opens in a modal where staff set its
// handling; the filtered list downloads as XLSX or CSV; delete asks first.
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { LeadView } from '../../../../shared/schemas/leads';
import { ApiError } from '../../api/client';
import { Loader } from '../../ui/Loader';
import { Modal } from '../controls/Modal';
import { leadTime } from './lead-date';
import { hasPendingStatus, leadColumns, leadQuizzes } from './lead-view';
import { deleteLead, forgetLead, leadsQuery, refreshLeads } from './applications-api';
import { ExportButtons } from './ExportButtons';
import { EMPTY_FILTER_FORM, filterOfForm, isFilterSet, type LeadFilterForm } from './lead-filter-form';
import { LeadDetailModal } from './LeadDetailModal';
import { LeadFilters } from './LeadFilters';
import { LeadTable } from './LeadTable';
import { StatusLegend } from './StatusMark';
import { useMayUse, usePhonesVisible } from '../role';
import '../controls/controls.css';
import './applications.css';

/** One modal at a time: cancelling a delete started from the detail goes back to the detail. */
type OpenModal = { type: 'detail'; id: string } | { type: 'delete'; id: string; fromDetail: boolean } | null;

const PENDING_REFRESH_MS = 3000;
const SLOW_PENDING_REFRESH_MS = 15_000;
const FAST_REFRESHES = 20;

function useLoadMoreOnScroll(enabled: boolean, loadMore: () => void) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(loadMore);
  latest.current = loadMore;
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && latest.current(), {
      rootMargin: '400px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return sentinel;
}

function DeleteLeadModal({ lead, onCancel, onDeleted }: { lead: LeadView; onCancel: () => void; onDeleted: () => void }) {
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteLead(lead._id),
    onSuccess: () => {
      forgetLead(client, lead._id);
      onDeleted();
      void refreshLeads(client);
    },
  });
  const who = lead.ClientFullName.trim() || 'без имени';
  return (
    <Modal title="Удалить заявку?" onClose={onCancel}>
      <p className="panel__hint">
        Заявка «{who}» от {leadTime(lead)} будет удалена без возможности восстановления.
        {lead.kind === 'booking' && lead.action === 'Запись' ? ' Время приёма снова станет свободным.' : ''}
      </p>
      {remove.isError ? (
        <p className="lead-error" role="alert">
          {remove.error instanceof ApiError ? remove.error.message : 'Не удалось удалить заявку'}
        </p>
      ) : null}
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost btn--small" onClick={onCancel} disabled={remove.isPending}>
          Отмена
        </button>
        <button type="button" className="btn btn--danger btn--small" onClick={() => remove.mutate()} disabled={remove.isPending}>
          {remove.isPending ? <span className="spinner" aria-hidden="true" /> : null}
          Удалить
        </button>
      </div>
    </Modal>
  );
}

function EmptyLeads() {
  return (
    <section className="leads-empty">
      <h2>Заявок пока нет</h2>
      <p>
        Здесь появятся заявки из виджета записи и квизов: дата, контакты пациента, метки UTM и статусы отправки в почту, Telegram, amoCRM и
        Google Таблицы.
      </p>
      <Link className="btn btn--secondary btn--small" to="/user/integration">
        Настроить уведомления о заявках
      </Link>
    </section>
  );
}

function NothingFound({ onReset }: { onReset: () => void }) {
  return (
    <section className="leads-empty">
      <h2>Ничего не найдено</h2>
      <p>Под эти фильтры не подходит ни одна заявка. Измените поиск или период.</p>
      <button type="button" className="btn btn--secondary btn--small" onClick={onReset}>
        Сбросить фильтры
      </button>
    </section>
  );
}

export default function ApplicationsScreen() {
  const mayWork = useMayUse('leadsWork');
  const phonesVisible = usePhonesVisible();
  // The journal links a booking here by its phone (?q=).
  const [params] = useSearchParams();
  const [form, setForm] = useState<LeadFilterForm>(() => ({ ...EMPTY_FILTER_FORM, q: params.get('q')?.slice(0, 100) ?? '' }));
  const checked = useMemo(() => filterOfForm(form, phonesVisible), [form, phonesVisible]);
  // A form with an error keeps showing the last list it could ask for.
  const [filter, setFilter] = useState(checked.filter);
  useEffect(() => {
    if (Object.keys(checked.errors).length === 0) setFilter(checked.filter);
  }, [checked]);
  const changeForm = useCallback((next: LeadFilterForm) => setForm(next), []);
  const leads = useInfiniteQuery({
    ...leadsQuery(filter),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
    // While a delivery is queued or retried, refresh so the statuses come true by themselves.
    // A delivery stuck in retries should not keep the screen polling fast: slower after the first minute.
    refetchInterval: (query) => {
      if (!hasPendingStatus(query.state.data?.pages.flatMap((page) => page.items) ?? [])) return false;
      return query.state.dataUpdateCount < FAST_REFRESHES ? PENDING_REFRESH_MS : SLOW_PENDING_REFRESH_MS;
    },
  });
  const [modal, setModal] = useState<OpenModal>(null);
  const items = useMemo(() => leads.data?.pages.flatMap((page) => page.items) ?? [], [leads.data]);
  const quizzes = useMemo(() => leadQuizzes(leads.data?.pages[0]?.quizzes ?? [], leads.data?.pages[0]?.destinations), [leads.data]);
  const columns = useMemo(() => leadColumns(items, quizzes), [items, quizzes]);
  const firstPage = leads.data?.pages[0];
  const canLoadMore = leads.hasNextPage && !leads.isFetchingNextPage;
  const sentinel = useLoadMoreOnScroll(canLoadMore, () => void leads.fetchNextPage());
  // A filtered page may come back short (the server reads a bounded number of leads per call): while the
  // list found fewer than a screenful, it goes on by itself.
  const lastPage = leads.data?.pages.at(-1);
  const fetchNextPage = leads.fetchNextPage;
  useEffect(() => {
    if (canLoadMore && lastPage && lastPage.items.length < 10 && items.length < 30) void fetchNextPage();
  }, [canLoadMore, lastPage, items.length, fetchNextPage]);
  const filtered = isFilterSet(form);
  const selected = modal ? items.find((lead) => lead._id === modal.id) : undefined;

  // The lead went away (deleted elsewhere, refreshed out): its modal goes too.
  useEffect(() => {
    if (modal && leads.isSuccess && !selected) setModal(null);
  }, [modal, selected, leads.isSuccess]);

  return (
    <div className="cabinet-screen cabinet-screen--wide">
      <div className="screen-head">
        <h1 className="cabinet-screen__title">Заявки</h1>
        {leads.isSuccess && items.length > 0 ? <StatusLegend /> : null}
      </div>

      {leads.isSuccess && (items.length > 0 || filtered) ? (
        <>
          <LeadFilters
            form={form}
            onChange={changeForm}
            errors={checked.errors}
            counts={firstPage?.counts ?? null}
            facets={firstPage?.facets ?? null}
            quizzes={firstPage?.quizzes ?? []}
          />
          <ExportButtons filter={filter} disabled={items.length === 0 || leads.isPlaceholderData} />
        </>
      ) : null}

      {leads.isPending ? (
        <Loader label="Загружаем заявки…" />
      ) : leads.isError && items.length === 0 ? (
        <div className="leads-empty" role="alert">
          <h2>Не удалось загрузить заявки</h2>
          <p>{leads.error.message}</p>
          <button type="button" className="btn btn--primary btn--small" onClick={() => void leads.refetch()}>
            Повторить
          </button>
        </div>
      ) : items.length === 0 && leads.hasNextPage ? (
        <Loader label="Ищем заявки…" />
      ) : items.length === 0 && filtered ? (
        <NothingFound onReset={() => setForm(EMPTY_FILTER_FORM)} />
      ) : items.length === 0 ? (
        <EmptyLeads />
      ) : (
        <>
          <LeadTable
            leads={items}
            columns={columns}
            quizzes={quizzes}
            onOpen={(lead) => setModal({ type: 'detail', id: lead._id })}
            onDelete={mayWork ? (lead) => setModal({ type: 'delete', id: lead._id, fromDetail: false }) : undefined}
          />
          <div ref={sentinel} className="leads-more">
            {leads.isFetchingNextPage ? (
              <Loader label="Загружаем ещё…" />
            ) : leads.hasNextPage ? (
              <button type="button" className="btn btn--ghost btn--small" onClick={() => void leads.fetchNextPage()}>
                Показать ещё
              </button>
            ) : items.length > 10 ? (
              <p className="leads-more__end">Это все заявки</p>
            ) : null}
          </div>
        </>
      )}

      {modal?.type === 'detail' && selected ? (
        <LeadDetailModal
          lead={selected}
          quizzes={quizzes}
          onClose={() => setModal(null)}
          onDelete={mayWork ? () => setModal({ type: 'delete', id: selected._id, fromDetail: true }) : undefined}
        />
      ) : null}
      {modal?.type === 'delete' && selected ? (
        <DeleteLeadModal
          lead={selected}
          onCancel={() => setModal(modal.fromDetail ? { type: 'detail', id: modal.id } : null)}
          onDeleted={() => setModal(null)}
        />
      ) : null}
    </div>
  );
}
