import BiotechOutlined from '@mui/icons-material/BiotechOutlined'
import CategoryOutlined from '@mui/icons-material/CategoryOutlined'
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined'
import ForumOutlined from '@mui/icons-material/ForumOutlined'
import HandymanOutlined from '@mui/icons-material/HandymanOutlined'
import ScienceOutlined from '@mui/icons-material/ScienceOutlined'
import TranslateOutlined from '@mui/icons-material/TranslateOutlined'
import type { SvgIconProps } from '@mui/material/SvgIcon'
import { ListingCategory } from '@nauka/contracts'
import type { ComponentType } from 'react'

const ICONS: Record<ListingCategory, ComponentType<SvgIconProps>> = {
  [ListingCategory.Services]: HandymanOutlined,
  [ListingCategory.EquipmentTime]: BiotechOutlined,
  [ListingCategory.Reagents]: ScienceOutlined,
  [ListingCategory.Consulting]: ForumOutlined,
  [ListingCategory.Translation]: TranslateOutlined,
  [ListingCategory.Editing]: EditNoteOutlined,
  [ListingCategory.Other]: CategoryOutlined,
}

/** What stands in for a listing without pictures: its category's icon. */
export const CategoryIcon = ({ category, ...props }: { category: ListingCategory } & SvgIconProps) => {
  const Icon = ICONS[category]
  return <Icon aria-hidden {...props} />
}
