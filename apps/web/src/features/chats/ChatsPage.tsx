import { EmptySection } from '../../shared/EmptySection'

/** chats: the section's frame and its empty state until its content lands. */
export const ChatsPage = () => <EmptySection section="chats" />
