import { afterEach, describe, expect, it, vi } from 'vitest';
import { openCameraAndMicrophone } from './call-session';

const original = { mediaDevices: navigator.mediaDevices, peer: window.RTCPeerConnection };

afterEach(() => {
  Object.defineProperty(navigator, 'mediaDevices', { value: original.mediaDevices, configurable: true });
  Object.defineProperty(window, 'RTCPeerConnection', { value: original.peer, configurable: true });
});

function browserWith(getUserMedia: (() => Promise<MediaStream>) | undefined) {
  Object.defineProperty(window, 'RTCPeerConnection', { value: function RTCPeerConnection() {}, configurable: true });
  Object.defineProperty(navigator, 'mediaDevices', {
    value: getUserMedia ? { getUserMedia } : undefined,
    configurable: true,
  });
}

describe('checking the camera and microphone (spec §8 Video)', () => {
  it('says the device is not supported without getUserMedia or WebRTC', async () => {
    browserWith(undefined);
    expect(await openCameraAndMicrophone()).toBe('deviceNotSupported');
  });

  it('says the devices are denied when the person blocked them', async () => {
    browserWith(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    expect(await openCameraAndMicrophone()).toBe('devicesDenied');
  });

  it('says there is no camera or microphone when none is found', async () => {
    browserWith(() => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')));
    expect(await openCameraAndMicrophone()).toBe('noDevices');
  });

  it('gives the stream when both are there', async () => {
    const stream = { getTracks: () => [] } as unknown as MediaStream;
    const getUserMedia = vi.fn(() => Promise.resolve(stream));
    browserWith(getUserMedia);
    expect(await openCameraAndMicrophone()).toBe(stream);
    expect(getUserMedia).toHaveBeenCalledWith({ video: true, audio: true });
  });
});
