// The live camera's coaching (docs/camera.md): the guide, the conditions, the hold and the best frame are pure
// and run on the page; each frame's reading (live-measure.ts) runs in the photo worker.
export { type BestOfWindow, bestOfWindow, compareFrames, type FrameScore } from './best-frame.ts'
export { type CoachState, type CoachStep, type CoachTiming, START_COACH, stepCoach } from './coach.ts'
export { type CoachRules, type ConditionState, firstInstruction, judgeConditions } from './conditions.ts'
export { type CameraGuide, cameraGuide } from './guide.ts'
export { carryMesh, type LiveReading, MESH_MEASURES } from './reading.ts'
