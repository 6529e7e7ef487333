import {
  ExtractionStatus,
  type PublicationDraft,
  UPLOADS_PAGE_SIZE,
  type Upload,
  type UploadCreate,
  type UploadItem,
  type UploadPage,
} from '@nauka/contracts'
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { api } from '../../api/api'
import { findBodyOf, fitsNewDraft, type ListFilters, nextPageOf, withUploadFirst } from './model'

export const territoryKeys = {
  /** Every list of uploads, whatever its filters (the prefix of `list`). */
  lists: ['uploads', 'list'] as const,
  list: (filters: ListFilters) => ['uploads', 'list', filters] as const,
  upload: (id: string) => ['uploads', 'upload', id] as const,
  item: (id: string) => ['uploads', 'item', id] as const,
  extraction: (fileId: string) => ['uploads', 'extraction', fileId] as const,
}

/** How often a PDF's extraction is asked for again while its job has not run yet. */
export const EXTRACTION_POLL_MS = 2000

type ListData = InfiniteData<UploadPage, number>

/** SPEC 7: the author's uploads and drafts, newest change first, a page at a time. */
export const useUploads = (filters: ListFilters) =>
  useInfiniteQuery({
    queryKey: territoryKeys.list(filters),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.uploads.find({ body: findBodyOf(filters, pageParam, UPLOADS_PAGE_SIZE), signal }),
    getNextPageParam: (last, pages) => nextPageOf(last, pages),
  })

const cacheItems = (client: QueryClient, upload: Upload) => {
  client.setQueryData(territoryKeys.upload(upload.id), upload)
  for (const item of upload.items) client.setQueryData(territoryKeys.item(item.id), item)
}

/** The lists and uploads are read again the next time they show (an item changed, so did its upload). */
const refreshLists = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: territoryKeys.lists }),
    client.invalidateQueries({ queryKey: ['uploads', 'upload'] }),
  ])

/** SPEC 4: a new upload (single or package); it goes first in every list it belongs to. */
export const useCreateUpload = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: UploadCreate) => api.uploads.create({ body }),
    onSuccess: (upload) => {
      cacheItems(client, upload)
      for (const query of client.getQueryCache().findAll({ queryKey: territoryKeys.lists })) {
        const filters = query.queryKey[2] as ListFilters
        if (fitsNewDraft(filters))
          client.setQueryData<ListData>(query.queryKey, (d) => withUploadFirst(d, upload))
      }
    },
  })
}

/** One upload of the author's: the items of a package, and an item's place among them. */
export const useUpload = (id: string | null) =>
  useQuery({
    queryKey: territoryKeys.upload(id ?? ''),
    enabled: id !== null,
    queryFn: ({ signal }) => api.uploads.read({ params: { id: id ?? '' }, signal }),
  })

/** SPEC 7: one item of the author's, with its metadata and files. */
export const useUploadItem = (id: string) =>
  useQuery({
    queryKey: territoryKeys.item(id),
    queryFn: ({ signal }) => api.uploads.readItem({ params: { id }, signal }),
  })

const useItemChange = <V>(change: (value: V) => Promise<UploadItem>) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSuccess: (item) => {
      client.setQueryData(territoryKeys.item(item.id), item)
      void refreshLists(client)
    },
  })
}

/** SPEC 7: saves an item's metadata (`PUT /upload/item`). */
export const useSaveItem = () =>
  useItemChange((body: { id: string; metadata: PublicationDraft }) => api.uploads.updateItem({ body }))

/** Files the author uploaded join the item (a PDF starts its extraction). */
export const useAddItemFiles = (itemId: string) =>
  useItemChange((files: string[]) => api.uploads.addItemFiles({ params: { id: itemId }, body: { files } }))

/** Takes a file off the item (the link's id) and deletes it. */
export const useRemoveItemFile = () =>
  useItemChange((linkId: string) => api.uploads.removeItemFile({ params: { id: linkId } }))

/** SPEC 7: publishes every item of the upload (`POST /upload/{id}`). */
export const usePublishUpload = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (uploadId: string) => api.uploads.publish({ params: { id: uploadId } }),
    onSuccess: (upload) => {
      cacheItems(client, upload)
      void refreshLists(client)
    },
  })
}

/** What a PDF suggests for the form, asked again while its extraction job is pending. */
export const useExtraction = (fileId: string | null) =>
  useQuery({
    queryKey: territoryKeys.extraction(fileId ?? ''),
    enabled: fileId !== null,
    queryFn: ({ signal }) => api.uploads.extractMetadata({ params: { file_id: fileId ?? '' }, signal }),
    refetchInterval: (query) =>
      query.state.data?.status === ExtractionStatus.Pending ? EXTRACTION_POLL_MS : false,
  })
