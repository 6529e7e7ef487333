import Link, { type LinkProps } from '@mui/material/Link'
import { Link as RoutedLink } from 'react-router'

type Props = Omit<LinkProps, 'href'> & { to: string }

/** An MUI link that navigates inside the app. */
export const RouterLink = ({ to, ...props }: Props) => <Link component={RoutedLink} to={to} {...props} />
