export type Orientation = 'portrait' | 'landscape'

/** SPEC 3: the device state the layout reacts to. */
export type DeviceState = {
  width: number
  height: number
  orientation: Orientation
  online: boolean
  mobileMenuOpen: boolean
}

export const orientationOf = (width: number, height: number): Orientation =>
  width > height ? 'landscape' : 'portrait'

export const measured = (state: DeviceState, width: number, height: number): DeviceState =>
  state.width === width && state.height === height
    ? state
    : { ...state, width, height, orientation: orientationOf(width, height) }
