import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SOCKET_PATH, SOCKET_SETTINGS } from '@contracts/realtime/channels';
import {
  CALL_SCREEN_EVENT,
  CALL_SCREEN_NAMESPACE,
  type CallScreenClientToServerEvents,
  type CallScreenServerToClientEvents,
} from '@contracts/realtime/call-screens';
import type { Socket } from 'socket.io-client';
import { t } from '@/shared/i18n';
import { Button, Spinner } from '@/shared/ui';
import { deviceQueries, fetchCallScreen, isUnregistered, type CallScreen } from '../api/devices';
import { announce, playNotificationSound } from '../lib/call-alert';
import { deviceToken } from '../lib/device-token';
import { RegisterDevice } from './register-device';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });

/**
 * The TV call screen (bare, full-screen, readable across a room): registered with its TV screen's code, it shows
 * the current call, the last few and the news items. Calls arrive over socket.io (namespace /call-screens); a
 * reconnect (after a dropped connection or a server restart) fetches the current state again.
 */
export function CallScreenPage() {
  const [token, setToken] = useState(() => deviceToken.get('tv'));
  return (
    <main id="main" className="flex min-h-dvh flex-col bg-slate-950 text-white">
      {token ? (
        <LiveCallScreen token={token} onUnregistered={() => (deviceToken.remove('tv'), setToken(null))} />
      ) : (
        <div className="m-auto w-full p-6 text-foreground">
          <RegisterDevice kind="tv" onRegistered={setToken} />
        </div>
      )}
    </main>
  );
}

function LiveCallScreen({ token, onUnregistered }: { token: string; onUnregistered: () => void }) {
  const queryClient = useQueryClient();
  const queryKey = deviceQueries.callScreen(token);
  const screen = useQuery({
    queryKey,
    queryFn: () => fetchCallScreen(token),
    retry: (_n, error) => !isUnregistered(error),
    retryDelay: 2_000,
    // news items expire by the day: a slow refresh besides the pushed ones
    refetchInterval: 60_000,
  });
  const [connected, setConnected] = useState(true);

  useEffect(() => {
    if (screen.isError && isUnregistered(screen.error)) onUnregistered();
  }, [screen.isError, screen.error, onUnregistered]);

  useEffect(() => {
    // socket.io is loaded here, not with the page: the kiosk shares this page's module and has no socket (its
    // initial JS stays smaller, bench/measures/arrivals.mjs)
    let socket: Socket<CallScreenServerToClientEvents, CallScreenClientToServerEvents> | null = null;
    let closed = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['arrivals', 'call-screen', token] });
    void import('socket.io-client').then(({ io }) => {
      if (closed) return;
      const live: Socket<CallScreenServerToClientEvents, CallScreenClientToServerEvents> = io(CALL_SCREEN_NAMESPACE, {
        path: SOCKET_PATH,
        transports: [...SOCKET_SETTINGS.transports],
        timeout: SOCKET_SETTINGS.timeout,
        reconnectionDelay: SOCKET_SETTINGS.reconnectionDelay,
        reconnectionDelayMax: SOCKET_SETTINGS.reconnectionDelayMax,
        randomizationFactor: SOCKET_SETTINGS.randomizationFactor,
        reconnectionAttempts: SOCKET_SETTINGS.reconnectionAttempts,
        auth: { token },
      });
      socket = live;
      live.on('connect', () => {
        setConnected(true);
        refresh();
      });
      live.on('disconnect', () => setConnected(false));
      // a refused handshake (registration gone) is retried by hand: socket.io stops after a middleware error
      live.on('connect_error', () => {
        setConnected(false);
        setTimeout(() => {
          if (!closed) live.connect();
        }, SOCKET_SETTINGS.reconnectionDelayMax);
      });
      live.on(CALL_SCREEN_EVENT, refresh);
    });
    return () => {
      closed = true;
      socket?.removeAllListeners();
      socket?.disconnect();
    };
  }, [token, queryClient]);

  if (!screen.data) {
    return (
      <div className="m-auto flex flex-col items-center gap-4" role="status">
        <Spinner />
        <p className="text-2xl">{t('arrivals.tv.connecting')}</p>
      </div>
    );
  }
  return <CallScreenView screen={screen.data} connected={connected} />;
}

/** The screen's content; plays the sound and speaks each new call once. */
export function CallScreenView({ screen, connected }: { screen: CallScreen; connected: boolean }) {
  const lastCall = useRef<string | null | undefined>(undefined);
  const audio = useRef<AudioContext | null>(null);
  const [soundBlocked, setSoundBlocked] = useState(false);
  const { current } = screen;

  useEffect(() => {
    // a call is the arrival and when it was called: calling the same patient again is a new call
    const key = current ? `${current.id}@${current.calledAt}` : null;
    // the first state seen is not a new call (a reload or a reconnect must not announce it again)
    if (lastCall.current === undefined) {
      lastCall.current = key;
      return;
    }
    if (key === null || key === lastCall.current || !current) return;
    lastCall.current = key;
    if (screen.notificationSound !== 'none') {
      if (!audio.current && typeof AudioContext !== 'undefined') audio.current = new AudioContext();
      if (audio.current?.state === 'suspended') setSoundBlocked(true);
      playNotificationSound(screen.notificationSound, audio.current);
    }
    if (screen.announce) {
      announce(
        current.waitingArea
          ? t('arrivals.tv.announcement', {
              patient: current.patient,
              area: current.waitingArea,
              clinician: current.clinician,
            })
          : t('arrivals.tv.announcementNoArea', { patient: current.patient, clinician: current.clinician }),
      );
    }
  }, [current, screen.announce, screen.notificationSound]);

  return (
    <div className="flex flex-1 flex-col gap-8 p-10">
      <header className="flex items-center justify-between gap-4">
        <h1 className="text-4xl font-bold">{screen.organisationName}</h1>
        {!connected && (
          <p role="status" className="rounded bg-amber-300 px-4 py-2 text-2xl font-semibold text-black">
            {t('arrivals.tv.connecting')}
          </p>
        )}
        {soundBlocked && (
          <Button
            variant="secondary"
            size="lg"
            onClick={() => {
              void audio.current?.resume();
              setSoundBlocked(false);
            }}
          >
            {t('arrivals.tv.enableSound')}
          </Button>
        )}
      </header>
      <section
        aria-labelledby="tv-current"
        className="flex flex-1 flex-col items-center justify-center gap-6 text-center"
        aria-live="assertive"
      >
        <h2 id="tv-current" className="text-4xl font-semibold uppercase tracking-wide text-sky-300">
          {t('arrivals.tv.current')}
        </h2>
        {current ? (
          <>
            <p className="text-8xl font-bold" data-testid="tv-current-patient">
              {current.patient}
            </p>
            <p className="text-5xl">{t('arrivals.tv.with', { clinician: current.clinician })}</p>
            {current.waitingArea && (
              <p className="text-5xl font-semibold text-yellow-300">
                {t('arrivals.tv.goTo', { area: current.waitingArea })}
              </p>
            )}
          </>
        ) : (
          <p className="text-5xl">{t('arrivals.tv.none')}</p>
        )}
      </section>
      {screen.recent.length > 0 && (
        <section aria-labelledby="tv-recent">
          <h2 id="tv-recent" className="mb-3 text-3xl font-semibold text-sky-300">
            {t('arrivals.tv.recent')}
          </h2>
          <ul className="grid gap-2 text-3xl">
            {screen.recent.map((call) => (
              <li key={call.id} className="flex justify-between gap-6 border-t border-slate-700 pt-2">
                <span className="font-semibold">{call.patient}</span>
                <span>{call.clinician}</span>
                <span>{call.waitingArea ?? ''}</span>
                <span>{time(call.calledAt)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {screen.news.length > 0 && (
        <section aria-labelledby="tv-news" className="rounded-lg bg-slate-800 p-6">
          <h2 id="tv-news" className="sr-only">
            {t('arrivals.tv.news')}
          </h2>
          <ul className="grid gap-2 text-3xl">
            {screen.news.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
