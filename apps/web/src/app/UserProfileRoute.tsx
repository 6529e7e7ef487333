import { FollowActions } from '../features/followers/FollowActions'
import { UserProfilePage } from '../features/profile/UserProfilePage'

/**
 * /profile/:userId: someone's profile with the follow and block actions. The two meet here because
 * followers builds on profiles (names, counters), so the profile page cannot import followers.
 */
export const UserProfileRoute = () => <UserProfilePage Actions={FollowActions} />
