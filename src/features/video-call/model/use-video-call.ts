import { useCallback, useEffect, useRef, useState } from 'react';
import { CallSession, type CallPhase } from './call-session';

export type VideoCallTarget = {
  room: string;
  roomKey: string;
  uid?: string;
  getToken?: () => string | null;
  iceServers?: RTCIceServer[];
};

export type VideoCall = {
  phase: CallPhase;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  /** Joins again after an error, a lost connection or leaving (spec §2 Video chat: rejoin). */
  rejoin(): void;
  /** Leaves the call here (the appointment goes on until it is completed). */
  leave(): void;
};

/**
 * Joins the call of the given room while mounted (and while target is not null): camera and microphone, then the
 * room, then the peer connection. Leaving the page leaves the call and lets the devices go.
 */
export function useVideoCall(target: VideoCallTarget | null): VideoCall {
  const [phase, setPhase] = useState<CallPhase>({ phase: 'idle' });
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [attempt, setAttempt] = useState(0);
  const session = useRef<CallSession | null>(null);
  const room = target?.room;
  const roomKey = target?.roomKey;
  const uid = target?.uid;
  // compared by value: a refetched appointment gives an equal but new list
  const iceServers = JSON.stringify(target?.iceServers ?? []);
  const tokenSource = target?.getToken;
  const getToken = useRef(tokenSource);
  useEffect(() => {
    getToken.current = tokenSource;
  }, [tokenSource]);

  useEffect(() => {
    if (!room || !roomKey || attempt < 0) return undefined;
    const call = new CallSession({
      room,
      roomKey,
      ...(uid ? { uid } : {}),
      getToken: () => getToken.current?.() ?? null,
      iceServers: JSON.parse(iceServers) as RTCIceServer[],
      onPhase: setPhase,
      onLocalStream: setLocalStream,
      onRemoteStream: setRemoteStream,
    });
    session.current = call;
    void call.start();
    return () => {
      call.close();
      if (session.current === call) session.current = null;
    };
  }, [room, roomKey, uid, attempt, iceServers]);

  const rejoin = useCallback(() => {
    setPhase({ phase: 'idle' });
    setAttempt((n) => Math.abs(n) + 1);
  }, []);
  const leave = useCallback(() => {
    session.current?.close();
    setPhase({ phase: 'idle' });
    // a negative attempt keeps the effect from joining again until rejoin
    setAttempt((n) => -Math.abs(n) - 1);
  }, []);

  return { phase, localStream, remoteStream, rejoin, leave };
}
