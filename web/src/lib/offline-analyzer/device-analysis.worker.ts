// The device analyzer's worker (judge-on-device.ts): each message names a call and its arguments, each answer
// carries the call's id and its value or its error. Kept for the next creative, so the rules' patterns,
// compiled on the first, are ready.
import { DeviceAnalysisError } from './device-analysis';
import { deviceCalls, type DeviceCalls } from './judge-on-device';

export interface DeviceCallMessage {
  id: number;
  call: keyof DeviceCalls;
  args: unknown[];
}

export type DeviceCallAnswer =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; refused: boolean; message: string };

self.onmessage = async (event: MessageEvent<DeviceCallMessage>) => {
  const { id, call, args } = event.data;
  let answer: DeviceCallAnswer;
  try {
    answer = { id, ok: true, value: await (deviceCalls[call] as (...a: unknown[]) => Promise<unknown>)(...args) };
  } catch (error) {
    answer = { id, ok: false, refused: error instanceof DeviceAnalysisError, message: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(answer);
};
