import type { VideoRole, VideoSignal } from '@contracts/realtime/video';
import { joinRefusalKind, mediaErrorKind, supportsVideoCalls, type VideoErrorKind } from '@/entities/video';
import { queryClient } from '@/shared/api';
import { configQueries } from '@/shared/config';
import { createSignallingSocket, joinRoom, type SignallingSocket } from '../api/signalling';
import { connectOpenTokMedia, openTokRoom } from './opentok-media';

/** Where a call is (spec §8 Video errors end it in 'error'). */
export type CallPhase =
  | { phase: 'idle' }
  | { phase: 'checking-devices' }
  | { phase: 'joining' }
  | { phase: 'waiting' }
  | { phase: 'connecting' }
  | { phase: 'connected' }
  | { phase: 'ended'; durationSeconds: number | null }
  | { phase: 'error'; kind: VideoErrorKind };

export type CallSessionOptions = {
  room: string;
  roomKey: string;
  /** The guest link's uid; none for the clinician (known by the bearer token). */
  uid?: string;
  getToken?: () => string | null;
  /** ICE servers for the peer connection (none needed on one network; a TURN server across networks). */
  iceServers?: RTCIceServer[];
  onPhase(phase: CallPhase): void;
  onLocalStream(stream: MediaStream | null): void;
  onRemoteStream(stream: MediaStream | null): void;
};

/** How long a call may stay 'connecting' before it counts as failed to connect (spec §8). */
export const CONNECT_TIMEOUT_MS = 30_000;

/** Collects the media once: camera and microphone, or the §8 error that stopped us getting them. */
export async function openCameraAndMicrophone(): Promise<MediaStream | VideoErrorKind> {
  if (!supportsVideoCalls()) return 'deviceNotSupported';
  try {
    return await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
  } catch (error) {
    return mediaErrorKind(error);
  }
}

/**
 * One participant's side of an embedded-provider call: camera and microphone, the signalling socket and the
 * WebRTC peer connection. The participant already in the room makes the offer when the other joins; the
 * newcomer answers. Candidates that arrive before the remote description are held until it is set.
 */
export class CallSession {
  private socket: SignallingSocket | null = null;
  private peer: RTCPeerConnection | null = null;
  private local: MediaStream | null = null;
  private pendingCandidates: RTCIceCandidateInit[] = [];
  private current: CallPhase = { phase: 'idle' };
  private closed = false;
  private connectTimer: ReturnType<typeof setTimeout> | null = null;
  /** With the OpenTok adapter the media goes through OpenTok instead of our peer connection. */
  private readonly openTok: { sessionId: string; token: string } | null;
  private openTokMedia: { close(): void } | null = null;

  constructor(private readonly options: CallSessionOptions) {
    this.openTok = openTokRoom(options.roomKey);
  }

  get phase(): CallPhase {
    return this.current;
  }

  private set(phase: CallPhase) {
    // an error or the end of the call is final until the person chooses to rejoin
    if (this.current.phase === 'error' || this.current.phase === 'ended') return;
    this.current = phase;
    this.options.onPhase(phase);
    // a connection that never comes up is a failed one, not an endless spinner
    if (this.connectTimer !== null) clearTimeout(this.connectTimer);
    this.connectTimer =
      phase.phase === 'connecting'
        ? setTimeout(() => {
            if (this.current.phase === 'connecting')
              this.fail(navigator.onLine === false ? 'noNetwork' : 'failedToConnect');
          }, CONNECT_TIMEOUT_MS)
        : null;
  }

  private fail(kind: VideoErrorKind) {
    this.set({ phase: 'error', kind });
    this.teardown(true);
  }

  async start(): Promise<void> {
    this.set({ phase: 'checking-devices' });
    const media = await openCameraAndMicrophone();
    if (this.closed) {
      if (typeof media !== 'string') media.getTracks().forEach((track) => track.stop());
      return;
    }
    if (typeof media === 'string') {
      this.fail(media);
      return;
    }
    this.local = media;
    this.options.onLocalStream(media);
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      this.fail('noNetwork');
      return;
    }
    window.addEventListener('offline', this.handleOffline);
    this.set({ phase: 'joining' });
    const socket = createSignallingSocket(this.options.getToken ?? (() => null));
    this.socket = socket;
    if (!this.openTok) {
      socket.on('peerJoined', () => void this.makeOffer());
      socket.on('peerLeft', (peer) => this.handlePeerLeft(peer.role));
      socket.on('signal', (signal) => void this.handleSignal(signal));
    }
    socket.on('ended', (info) => {
      this.set({ phase: 'ended', durationSeconds: info.durationSeconds });
      this.teardown(true);
    });
    // after a lost connection the socket reconnects by itself: join again, the room still has our place
    socket.io.on('reconnect', () => void this.join());
    // the server let this call's place go to a newer window of the same clinician
    socket.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') this.fail('failedToConnect');
    });
    socket.on('connect_error', () => {
      if (this.current.phase === 'joining') this.fail(navigator.onLine === false ? 'noNetwork' : 'failedToConnect');
    });
    socket.connect();
    await this.join();
  }

  private async join() {
    const socket = this.socket;
    if (!socket || this.closed) return;
    try {
      const result = await joinRoom(socket, {
        room: this.options.room,
        roomKey: this.options.roomKey,
        ...(this.options.uid ? { uid: this.options.uid } : {}),
      });
      if (!result.ok) {
        this.fail(joinRefusalKind(result.code));
        return;
      }
      if (this.current.phase === 'joining') this.set({ phase: result.peers > 0 ? 'connecting' : 'waiting' });
      if (this.openTok && !this.openTokMedia) await this.startOpenTokMedia(this.openTok);
    } catch {
      this.fail(navigator.onLine === false ? 'noNetwork' : 'failedToConnect');
    }
  }

  private readonly handleOffline = () => this.fail('noNetwork');

  private async startOpenTokMedia(room: { sessionId: string; token: string }) {
    const config = await queryClient.fetchQuery(configQueries.runtime());
    if (this.closed || !this.local) return;
    if (!config.openTokApiKey) {
      this.fail('technicalDifficulty');
      return;
    }
    this.openTokMedia = await connectOpenTokMedia(config.openTokApiKey, room, this.local, {
      onRemoteStream: (stream) => {
        this.options.onRemoteStream(stream);
        if (!stream && this.current.phase === 'connected') this.set({ phase: 'waiting' });
      },
      onConnected: () => this.set({ phase: 'connected' }),
      onReconnecting: () => this.set({ phase: 'connecting' }),
      onFailure: (kind) => this.fail(kind),
    });
    if (this.closed) this.openTokMedia.close();
  }

  private ensurePeer(): RTCPeerConnection {
    if (this.peer) return this.peer;
    const peer = new RTCPeerConnection({ iceServers: this.options.iceServers ?? [] });
    this.peer = peer;
    for (const track of this.local?.getTracks() ?? []) peer.addTrack(track, this.local!);
    peer.onicecandidate = (event) => {
      if (event.candidate) this.send({ kind: 'candidate', candidate: event.candidate.toJSON() as never });
    };
    peer.ontrack = (event) => {
      const [stream] = event.streams;
      this.options.onRemoteStream(stream ?? new MediaStream([event.track]));
    };
    peer.onconnectionstatechange = () => {
      if (this.peer !== peer) return;
      switch (peer.connectionState) {
        case 'connected':
          this.set({ phase: 'connected' });
          break;
        case 'disconnected':
          this.set({ phase: 'connecting' });
          break;
        case 'failed':
          this.fail(navigator.onLine === false ? 'noNetwork' : 'failedToConnect');
          break;
        default:
          break;
      }
    };
    return peer;
  }

  private send(signal: VideoSignal) {
    this.socket?.emit('signal', signal);
  }

  private async makeOffer() {
    this.resetPeer();
    this.set({ phase: 'connecting' });
    try {
      const peer = this.ensurePeer();
      const offer = await peer.createOffer();
      await peer.setLocalDescription(offer);
      this.send({ kind: 'description', description: { type: offer.type, sdp: offer.sdp ?? '' } });
    } catch {
      this.fail('technicalDifficulty');
    }
  }

  private async handleSignal(signal: VideoSignal) {
    try {
      if (signal.kind === 'description') {
        if (signal.description.type === 'offer') this.resetPeer();
        const peer = this.ensurePeer();
        await peer.setRemoteDescription(signal.description as RTCSessionDescriptionInit);
        for (const candidate of this.pendingCandidates.splice(0)) await peer.addIceCandidate(candidate);
        if (signal.description.type === 'offer') {
          this.set({ phase: 'connecting' });
          const answer = await peer.createAnswer();
          await peer.setLocalDescription(answer);
          this.send({ kind: 'description', description: { type: answer.type, sdp: answer.sdp ?? '' } });
        }
      } else {
        const candidate = signal.candidate as RTCIceCandidateInit;
        if (this.peer?.remoteDescription) await this.peer.addIceCandidate(candidate);
        else this.pendingCandidates.push(candidate);
      }
    } catch {
      this.fail('technicalDifficulty');
    }
  }

  private handlePeerLeft(_role: VideoRole) {
    this.resetPeer();
    this.set({ phase: 'waiting' });
  }

  private resetPeer() {
    if (this.peer) {
      this.peer.onconnectionstatechange = null;
      this.peer.close();
      this.peer = null;
    }
    this.pendingCandidates = [];
    this.options.onRemoteStream(null);
  }

  private teardown(stopMedia: boolean) {
    window.removeEventListener('offline', this.handleOffline);
    if (this.connectTimer !== null) clearTimeout(this.connectTimer);
    this.connectTimer = null;
    this.resetPeer();
    this.openTokMedia?.close();
    this.openTokMedia = null;
    if (this.socket) {
      this.socket.emit('leave');
      this.socket.removeAllListeners();
      this.socket.io.removeAllListeners();
      this.socket.disconnect();
      this.socket = null;
    }
    if (stopMedia && this.local) {
      this.local.getTracks().forEach((track) => track.stop());
      this.local = null;
      this.options.onLocalStream(null);
    }
  }

  /** Leaves the call and lets the camera and microphone go. */
  close() {
    this.closed = true;
    this.teardown(true);
  }
}
