import { useState } from 'react';
import { BLOG_PAGE_SIZE, MESSAGES, type SectionProps } from '@tekvana/shared';
import { Pagination } from '@tekvana/shared/ui';
import { Icon } from '../../components/Icon/Icon';
import { SectionFrame } from '../../components/Section';
import { formatBlogDate } from './formatBlogDate';
import './Blogs.css';

/** White papers, six per page: title, date, introduction and a "Read now" link to the paper. */
export default function Blogs({ section }: SectionProps<'BLOGS'>) {
  const blogs = section.Blogs ?? [];
  const [page, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(blogs.length / BLOG_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const shown = blogs.slice((current - 1) * BLOG_PAGE_SIZE, current * BLOG_PAGE_SIZE);

  return (
    <SectionFrame section={section} className="tk-section--alt" center>
      {blogs.length === 0 ? (
        <p className="tk-empty">{MESSAGES.noBlogs}</p>
      ) : (
        <>
          <ul className="row g-4 list-unstyled">
            {shown.map((blog) => {
              const date = formatBlogDate(blog.date);
              return (
                <li className="col-12 col-md-6 col-lg-4" key={blog.id}>
                  <article className="tk-card tk-blog">
                    <p className="tk-blog__date">
                      <Icon name="calendar-event" />
                      <time dateTime={date.iso}>{date.text}</time>
                    </p>
                    <h3 className="tk-card__title">{blog.title}</h3>
                    <p className="tk-card__text tk-blog__intro">{blog.introduction}</p>
                    <a
                      className="btn btn-outline-primary tk-blog__link"
                      href={blog.link}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      Read now<span className="visually-hidden">: {blog.title} (opens in a new tab)</span>
                    </a>
                  </article>
                </li>
              );
            })}
          </ul>
          <Pagination
            page={current}
            pageCount={pageCount}
            onPageChange={setPage}
            label="Blog pages"
            className="tk-pagination"
          />
          <p className="visually-hidden" role="status">{`Page ${current} of ${pageCount}`}</p>
        </>
      )}
    </SectionFrame>
  );
}
